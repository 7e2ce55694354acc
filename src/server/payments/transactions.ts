import { desc, eq } from "drizzle-orm";
import { planById } from "../../shared/plans";
import {
  type Transaction,
  type TransactionCounters,
  type TransactionList,
  type TransactionListQuery,
  transactionListLength,
} from "../../shared/transactions";
import { payments } from "../db/schema";
import type { ServiceContext } from "../service-context";
import type { PaymentRow } from "./service";

const successOf = { paid: "success", refunded: "success", pending: "pending", failed: "failed" } as const;

/** One payment as 001 §3 transactions: a refunded payment also gives a refund, dated when it was refunded. */
export function transactionsOfPayment(row: PaymentRow): Transaction[] {
  const subscription: Transaction = {
    id: row.id,
    payment_id: row.id,
    type: "subscription",
    status: successOf[row.status],
    plan_id: row.planId,
    amount: row.amount,
    method: row.method,
    ref_id: row.refId,
    date: (row.paidAt ?? row.createdAt).toISOString(),
  };
  if (row.status !== "refunded" || !row.refundedAt) return [subscription];
  const refund: Transaction = {
    ...subscription,
    id: `${row.id}:refund`,
    type: "refund",
    status: "success",
    amount: -row.amount,
    date: row.refundedAt.toISOString(),
  };
  return [refund, subscription];
}

/** 001 §5: a case-insensitive substring of the id, the plan's name in either language, or the tracking code. */
function matchesSearch(transaction: Transaction, q: string): boolean {
  if (q === "") return true;
  const needle = q.toLowerCase();
  const plan = planById(transaction.plan_id);
  return [transaction.id, transaction.ref_id ?? "", plan?.name.fa ?? "", plan?.name.en ?? ""].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

function countersOf(transactions: readonly Transaction[]): TransactionCounters {
  const count = (status: Transaction["status"]) => transactions.filter((item) => item.status === status).length;
  return {
    total: transactions.length,
    success: count("success"),
    pending: count("pending"),
    failed: count("failed"),
    net_amount: transactions.filter((item) => item.status === "success").reduce((sum, item) => sum + item.amount, 0),
  };
}

/**
 * /transactions (issue 16, DESIGN d7): the user's own payments as transactions, newest first, the latest
 * 50 that match, with counters over all of them. A user's payments are few (one pending per plan, the rest
 * bought months), so they are read whole and filtered here, where the plan names of both languages are.
 */
export async function listTransactions(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; query: TransactionListQuery },
): Promise<TransactionList> {
  const { userId, query } = input;
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const all = rows.flatMap(transactionsOfPayment).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const matching = all.filter(
    (item) =>
      (query.status === "all" || item.status === query.status) &&
      (query.type === "all" || item.type === query.type) &&
      matchesSearch(item, query.q),
  );
  return { items: matching.slice(0, transactionListLength), matched: matching.length, counters: countersOf(all) };
}
