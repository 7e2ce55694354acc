import type { Transaction } from "@shared/transactions";
import { spreadsheetCsv } from "@/lib/spreadsheet-csv";

export const reportColumns = ["date", "id", "type", "description", "amount", "method", "status", "reference"] as const;
export type ReportColumn = (typeof reportColumns)[number];

/** How the page writes each column in its language; amounts stay plain numbers so a spreadsheet can sum them. */
export interface ReportWords {
  headers: Record<ReportColumn, string>;
  date: (iso: string) => string;
  type: (transaction: Transaction) => string;
  description: (transaction: Transaction) => string;
  method: (transaction: Transaction) => string;
  status: (transaction: Transaction) => string;
}

/** STAT-27: the listed (filtered) transactions as a CSV, headers in the page's language. */
export function transactionsReportCsv(transactions: readonly Transaction[], words: ReportWords): string {
  const rows = transactions.map((transaction) => [
    words.date(transaction.date),
    transaction.id,
    words.type(transaction),
    words.description(transaction),
    transaction.amount,
    words.method(transaction),
    words.status(transaction),
    transaction.ref_id ?? "",
  ]);
  return spreadsheetCsv(
    reportColumns.map((column) => words.headers[column]),
    rows,
  );
}

/** `transactions-2026-11-27.csv`: the day it was downloaded, in the user's own time zone. */
export function reportFileName(prefix: string, now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0"));
  return `${prefix}-${day.join("-")}.csv`;
}
