import type { AdminPayment } from "@shared/admin";
import type { Locale } from "@shared/locales";
import { formatDateTime, formatLatin } from "@/lib/format";

/** How a payment is named in buttons and titles: its reference, or (none yet) the moment it was made. */
export function paymentName(payment: Pick<AdminPayment, "ref_id" | "created_at">, locale: Locale): string {
  return payment.ref_id ? formatLatin(payment.ref_id, locale) : formatDateTime(payment.created_at, locale);
}
