import { z } from "zod";

/** DESIGN 33: an invoice prints on an A4 sheet or on a shop's 80 mm receipt roll. */
export const invoiceSizes = ["a4", "80mm"] as const;
export type InvoiceSize = (typeof invoiceSizes)[number];

/** How an invoice is shown: in the buyer's language and on A4 unless asked otherwise. */
export const invoiceQuerySchema = z.object({
  lang: z.enum(["fa", "en"]).optional(),
  size: z.enum(invoiceSizes).optional(),
});
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;
