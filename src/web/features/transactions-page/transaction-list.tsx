import type { Transaction, TransactionStatus } from "@shared/transactions";
import { ReceiptText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { formatLatin, useFormat } from "@/lib/format";
import { transactionWords } from "./transaction-words";

const statusVariant: Record<TransactionStatus, "default" | "secondary" | "outline"> = {
  success: "default",
  pending: "secondary",
  failed: "outline",
};

/** STAT-23 STAT-25: a table from the small breakpoint, cards on a phone; a negative amount is outgoing. */
export function TransactionList({ transactions, busy }: { transactions: readonly Transaction[]; busy: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = transactionWords(t, format);
  const amount = (transaction: Transaction) => (
    <span className="whitespace-nowrap tabular-nums">{format.toman(transaction.amount)}</span>
  );
  const status = (transaction: Transaction) => (
    <Badge variant={statusVariant[transaction.status]}>{words.status(transaction)}</Badge>
  );
  const reference = (transaction: Transaction) => (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {transaction.ref_id ? (
        <span className="break-all font-mono text-xs">{formatLatin(transaction.ref_id, format.locale)}</span>
      ) : (
        t("transactionsPage.list.noReference")
      )}
      {/* Decision 021: every paid subscription (refunded since or not) has its receipt. */}
      {transaction.type === "subscription" && transaction.status === "success" && (
        <Link
          to={`/payment/receipt/${transaction.payment_id}`}
          aria-label={t("transactionsPage.list.receiptOf", { reference: transaction.ref_id ?? transaction.payment_id })}
          className="inline-flex items-center gap-1 text-primary text-xs underline-offset-4 hover:underline dark:text-accent-foreground"
        >
          <ReceiptText aria-hidden="true" className="size-3.5" />
          {t("transactionsPage.list.receipt")}
        </Link>
      )}
    </span>
  );
  return (
    <div aria-busy={busy}>
      <section
        aria-label={t("transactionsPage.list.label")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring max-sm:hidden"
      >
        <table className="w-full min-w-[52rem] text-sm">
          <caption className="sr-only">{t("transactionsPage.list.label")}</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              {(["date", "type", "description", "amount", "method", "status", "reference"] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                  {column === "amount" ? t("transactionsPage.list.amount") : words.headers[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {transactions.map((transaction) => (
              <tr key={transaction.id} className="border-t align-top">
                <td className="whitespace-nowrap px-3 py-2">{words.date(transaction.date)}</td>
                <td className="whitespace-nowrap px-3 py-2">{words.type(transaction)}</td>
                <td className="px-3 py-2">{words.description(transaction)}</td>
                <td className="px-3 py-2">{amount(transaction)}</td>
                <td className="whitespace-nowrap px-3 py-2">{words.method(transaction)}</td>
                <td className="whitespace-nowrap px-3 py-2">{status(transaction)}</td>
                <td className="whitespace-nowrap px-3 py-2">{reference(transaction)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ul aria-label={t("transactionsPage.list.label")} className="flex flex-col gap-3 sm:hidden">
        {transactions.map((transaction) => (
          <li key={transaction.id} className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">{words.description(transaction)}</span>
              {status(transaction)}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
              <dt className="text-muted-foreground">{t("transactionsPage.list.amount")}:</dt>
              <dd>{amount(transaction)}</dd>
              <dt className="text-muted-foreground">{words.headers.type}:</dt>
              <dd>{words.type(transaction)}</dd>
              <dt className="text-muted-foreground">{words.headers.date}:</dt>
              <dd>{words.date(transaction.date)}</dd>
              <dt className="text-muted-foreground">{words.headers.method}:</dt>
              <dd>{words.method(transaction)}</dd>
              <dt className="text-muted-foreground">{words.headers.reference}:</dt>
              <dd className="min-w-0 break-all">{reference(transaction)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
