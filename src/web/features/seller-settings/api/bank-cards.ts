import type { BankCard } from "@shared/bank-cards";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allBankCardsKey = ["bank-cards"] as const;

/** Per signed-in user, so one account never sees another's cached cards. */
const bankCardsQueryKey = (userId: string | null) => [...allBankCardsKey, userId] as const;

/** GET /api/seller-settings/cards (001 §7): the active cards, the default first, each masked. */
export function useBankCards() {
  const { user } = useAuth();
  return useQuery({
    queryKey: bankCardsQueryKey(user?.id ?? null),
    queryFn: async (): Promise<BankCard[]> => (await dataOf(api["seller-settings"].cards.$get())).items,
    enabled: user !== null,
  });
}
