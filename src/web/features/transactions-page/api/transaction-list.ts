import type { TransactionListQuery } from "@shared/transactions";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** GET /api/payments/transactions: the latest 50 matching transactions and counters over all of them. */
export function useTransactionList(query: TransactionListQuery) {
  const { user } = useAuth();
  return useQuery({
    // Under "payments", so a checkout or refund that refreshes the user's payments refreshes this too.
    queryKey: ["payments", user?.id ?? null, "transactions-page", query] as const,
    queryFn: () => dataOf(api.payments.transactions.$get({ query })),
    placeholderData: (previous) => previous,
  });
}
