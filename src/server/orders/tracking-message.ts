import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { orderTracking, trackingCarrierNames } from "../../shared/tracking";
import { escapeHtml } from "../escape-html";
import type { OrderRow } from "./order-shape";

/** A message to the buyer in Telegram's HTML, with a button to the carrier's tracking page when it has one. */
export interface ParcelMessage {
  html: string;
  button: { text: string; url: string } | null;
}

/**
 * Issue 36: what the buyer is told of a shipped order's parcel, under `heading` (shipped, or a new code): the
 * carrier (for `other`, the order's method, a courier's name), the code in `<code>` so a tap copies it, and the
 * tracking page. Null while the order has no code.
 */
export function parcelMessage(
  heading: string,
  order: Pick<OrderRow, "trackingCarrier" | "trackingCode" | "shippingMethodName">,
  locale: BuyerLocale,
): ParcelMessage | null {
  const tracking = orderTracking(order.trackingCarrier, order.trackingCode);
  if (!tracking) return null;
  const carrier =
    tracking.carrier === "other" ? order.shippingMethodName : trackingCarrierNames[locale][tracking.carrier];
  const t = botTexts[locale];
  return {
    html: `${escapeHtml(heading)}\n${t.parcel(carrier === null ? null : escapeHtml(carrier), escapeHtml(tracking.code))}`,
    button: tracking.url === null ? null : { text: t.trackParcel, url: tracking.url },
  };
}
