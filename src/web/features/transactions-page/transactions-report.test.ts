import type { Transaction } from "@shared/transactions";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { type ReportWords, reportFileName, transactionsReportCsv } from "./transactions-report";

const paid: Transaction = {
  id: "9b1f0c2e-1111-4a2b-9c3d-000000000001",
  payment_id: "9b1f0c2e-1111-4a2b-9c3d-000000000001",
  type: "subscription",
  status: "success",
  plan_id: "pro",
  amount: 7_500_000,
  method: "sandbox",
  ref_id: "REF-1700000000000",
  date: "2026-11-20T10:00:00.000Z",
};
const refund: Transaction = {
  ...paid,
  id: `${paid.id}:refund`,
  type: "refund",
  amount: -7_500_000,
  date: "2026-11-21T10:00:00.000Z",
};

const persian: ReportWords = {
  headers: {
    date: "تاریخ",
    id: "شناسه",
    type: "نوع",
    description: "شرح",
    amount: "مبلغ (تومان)",
    method: "روش پرداخت",
    status: "وضعیت",
    reference: "کد پیگیری",
  },
  date: (iso) => `روز ${iso.slice(0, 10)}`,
  type: (transaction) => (transaction.type === "refund" ? "بازگشت وجه" : "اشتراک"),
  description: () => "اشتراک ماهانهٔ پرو, با ویرگول",
  method: () => "پرداخت آزمایشی",
  status: () => "موفق",
};

describe("the transactions report (STAT-27)", () => {
  it("starts with a byte order mark so Excel reads it as UTF-8", () => {
    expect(transactionsReportCsv([paid], persian).startsWith("\uFEFF")).toBe(true);
  });

  it("has the page's headers, then one row per listed transaction with the refund's negative amount", () => {
    const csv = transactionsReportCsv([refund, paid], persian).slice(1);
    const { data } = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(data).toEqual([
      ["تاریخ", "شناسه", "نوع", "شرح", "مبلغ (تومان)", "روش پرداخت", "وضعیت", "کد پیگیری"],
      [
        "روز 2026-11-21",
        refund.id,
        "بازگشت وجه",
        "اشتراک ماهانهٔ پرو, با ویرگول",
        "-7500000",
        "پرداخت آزمایشی",
        "موفق",
        "REF-1700000000000",
      ],
      [
        "روز 2026-11-20",
        paid.id,
        "اشتراک",
        "اشتراک ماهانهٔ پرو, با ویرگول",
        "7500000",
        "پرداخت آزمایشی",
        "موفق",
        "REF-1700000000000",
      ],
    ]);
  });

  it("with nothing listed it is the header row alone; an unpaid transaction has an empty tracking code", () => {
    expect(transactionsReportCsv([], persian)).toBe(
      "\uFEFFتاریخ,شناسه,نوع,شرح,مبلغ (تومان),روش پرداخت,وضعیت,کد پیگیری\r\n",
    );
    const pending = transactionsReportCsv([{ ...paid, status: "pending", ref_id: null }], persian);
    expect(pending.endsWith(",موفق,")).toBe(true);
  });

  it("writes a cell that a spreadsheet would run as a formula as text, and a refund's amount as a number", () => {
    const formulae = ['=HYPERLINK("http://evil.example")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "=1\n+2"];
    const csv = transactionsReportCsv(
      formulae.map((reference) => ({ ...refund, ref_id: reference })),
      { ...persian, description: () => "=cmd|' /C calc'!A0" },
    ).slice(1);
    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
    expect(rows.map((row) => row[7])).toEqual(formulae.map((reference) => `'${reference}`));
    expect(rows.map((row) => row[3])).toEqual(formulae.map(() => "'=cmd|' /C calc'!A0"));
    expect(csv).toContain(",-7500000,");
  });

  it("names the file by the day it was downloaded", () => {
    expect(reportFileName("transactions", new Date(2026, 0, 5, 23, 30))).toBe("transactions-2026-01-05.csv");
  });
});
