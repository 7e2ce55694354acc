import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allBankCardsKey } from "./bank-cards";

/** DELETE /api/seller-settings/cards/{id}: a soft delete; a deleted default passes to the newest card. */
export function useDeleteBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api["seller-settings"].cards[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allBankCardsKey }),
  });
}
