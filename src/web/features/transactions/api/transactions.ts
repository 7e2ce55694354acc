import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** GET /api/payments and /api/payments/summary (001 §7): the history (50, newest first) and the four figures. */
export function useTransactions() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["payments", user?.id ?? null, "transactions"] as const,
    queryFn: async () => {
      const [list, summary] = await Promise.all([dataOf(api.payments.$get()), dataOf(api.payments.summary.$get())]);
      return { payments: list.payments, summary };
    },
    enabled: user !== null,
  });
}
