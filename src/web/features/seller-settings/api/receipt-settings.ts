import type { ReceiptSettings } from "@shared/seller-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

const receiptSettingsKey = (userId: string | null) => ["receipt-settings", userId] as const;

/** GET /api/seller-settings/cards/receipt-settings (issue 35): whether approving a receipt confirms the order. */
export function useReceiptSettings() {
  const { user } = useAuth();
  return useQuery({
    queryKey: receiptSettingsKey(user?.id ?? null),
    queryFn: () => dataOf(api["seller-settings"].cards["receipt-settings"].$get()),
    enabled: user !== null,
  });
}

/** PUT /api/seller-settings/cards/receipt-settings: the seller's choice, kept for every later approval. */
export function useSaveReceiptSettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (settings: ReceiptSettings) =>
      dataOf(api["seller-settings"].cards["receipt-settings"].$put({ json: settings })),
    onSuccess: (settings) => queryClient.setQueryData(receiptSettingsKey(user?.id ?? null), settings),
  });
}
