import { planById } from "@shared/plans";
import type { Transaction } from "@shared/transactions";
import type { TFunction } from "i18next";
import type { useFormat } from "@/lib/format";
import type { ReportWords } from "./transactions-report";

/** How a transaction reads in the page's language, on screen and in the report alike. */
export function transactionWords(t: TFunction, format: ReturnType<typeof useFormat>): ReportWords {
  return {
    headers: {
      date: t("transactionsPage.list.date"),
      id: t("transactionsPage.list.id"),
      type: t("transactionsPage.list.type"),
      description: t("transactionsPage.list.description"),
      // The report's amounts are bare numbers, so the header names the unit.
      amount: t("transactionsPage.list.amountInToman"),
      method: t("transactionsPage.list.method"),
      status: t("transactionsPage.list.status"),
      reference: t("transactionsPage.list.reference"),
    },
    date: (iso) => format.date(iso),
    type: (transaction: Transaction) => t(`transactionsPage.types.${transaction.type}`),
    description: (transaction: Transaction) =>
      t(`transactionsPage.description.${transaction.type}`, {
        plan: planById(transaction.plan_id)?.name[format.locale] ?? transaction.plan_id,
      }),
    method: (transaction: Transaction) => t(`transactionsPage.methods.${transaction.method}`),
    status: (transaction: Transaction) => t(`transactionsPage.statuses.${transaction.status}`),
  };
}
