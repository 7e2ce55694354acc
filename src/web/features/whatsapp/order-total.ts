import type { WhatsappOrderItem } from "@shared/whatsapp";

/**
 * What a WhatsApp cart comes to, when all its items are in one currency (null otherwise, or when empty).
 * Catalogue prices may have decimals (7.99): summed in millionths, so 0.1 + 0.2 reads 0.3.
 */
export function orderTotal(items: WhatsappOrderItem[]): { amount: number; currency: string } | null {
  const [first] = items;
  if (!first || items.some((item) => item.currency !== first.currency)) return null;
  const millionths = items.reduce((sum, item) => sum + Math.round(item.item_price * 1e6) * item.quantity, 0);
  return { amount: millionths / 1e6, currency: first.currency };
}
