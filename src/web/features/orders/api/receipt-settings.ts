import { defaultReceiptSettings } from "@shared/seller-settings";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** Whether approving a receipt confirms the order too, and whether that is known yet (the approve button waits). */
export interface ReceiptApproval {
  confirmsOrder: boolean;
  known: boolean;
}

/**
 * GET /api/seller-settings/cards/receipt-settings (issue 35), read where the receipts are judged. The settings
 * tab changes it, so it is read again each time the orders tab opens; until then the button's words may be
 * old, so it waits. A failed read falls back to the default: the server decides by its own copy anyway.
 */
export function useReceiptApproval(): ReceiptApproval {
  const { user } = useAuth();
  const settings = useQuery({
    queryKey: ["orders-receipt-settings", user?.id ?? null] as const,
    queryFn: () => dataOf(api["seller-settings"].cards["receipt-settings"].$get()),
    enabled: user !== null,
    staleTime: 0,
  });
  return {
    confirmsOrder: (settings.data ?? defaultReceiptSettings).receipt_confirms_order,
    known: settings.isError || (settings.isSuccess && !settings.isFetching),
  };
}
