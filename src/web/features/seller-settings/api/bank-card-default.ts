import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allBankCardsKey } from "./bank-cards";

/** POST /api/seller-settings/cards/{id}/default: the chosen card becomes the only default. */
export function useSetDefaultBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api["seller-settings"].cards[":id"].default.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allBankCardsKey }),
  });
}
