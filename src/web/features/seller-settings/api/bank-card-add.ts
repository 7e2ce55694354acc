import type { AddBankCardInput } from "@shared/bank-cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allBankCardsKey } from "./bank-cards";

/** POST /api/seller-settings/cards: the first card becomes the default (001 §4). */
export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AddBankCardInput) => dataOf(api["seller-settings"].cards.$post({ json: values })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allBankCardsKey }),
  });
}
