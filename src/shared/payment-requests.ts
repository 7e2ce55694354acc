import { z } from "zod";
import { ungroupedDigits } from "./digits";
import { buyerNameMaxLength, orderSchema } from "./orders";
import { iranianMobileDigits, iranianMobilePattern } from "./profile";
import { invalidCharactersMessage, isOneLine, nameText } from "./text";

/**
 * Issue 36: a standalone payment request, an order of one line without a product. Zarinpal's minimum is
 * 1,000 or 10,000 rial (INTEGRATIONS.md, unconfirmed): 1,000 toman clears both; the ceiling is a product's.
 */
export const paymentRequestLimits = { minAmount: 1_000, maxAmount: 999_999_999, description: 200 } as const;

// Each message is a key of the pay link catalogue (`payLink.validation.*`).
const amountSchema = z
  .number("amountInvalid")
  .int("amountInvalid")
  .min(paymentRequestLimits.minAmount, "amountRange")
  .max(paymentRequestLimits.maxAmount, "amountRange");

/** Toman as a number or as typed: Persian, Arabic or Latin digits, grouped or not ("۲۵۰٬۰۰۰"). */
const amountValue = z.union([z.number(), z.string()], "amountInvalid").transform((value, ctx) => {
  if (typeof value === "number") return value;
  const digits = ungroupedDigits(value.trim());
  if (digits === "") {
    ctx.addIssue({ code: "custom", message: "amountRequired" });
    return z.NEVER;
  }
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
});

/** POST /api/orders/payment-requests: what the money is for and how much; the buyer is optional. */
export const paymentRequestSchema = z.object({
  /** Integer toman, as a number or as the seller typed it. */
  amount: amountValue.pipe(amountSchema),
  /** One line; the order's one line is named by it, and the gateway shows it to the buyer. */
  description: nameText()
    .trim()
    .min(1, "descriptionRequired")
    .max(paymentRequestLimits.description, "descriptionTooLong")
    .refine(isOneLine, invalidCharactersMessage),
  buyer_name: nameText()
    .trim()
    .max(buyerNameMaxLength, "nameTooLong")
    .refine(isOneLine, invalidCharactersMessage)
    .default(""),
  /** Empty, or 09xxxxxxxxx / +989xxxxxxxxx in any digits. */
  buyer_phone: z
    .string()
    .overwrite(iranianMobileDigits)
    .refine((phone) => phone === "" || iranianMobilePattern.test(phone), "phoneInvalid")
    .default(""),
});
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;
export type PaymentRequestValues = z.output<typeof paymentRequestSchema>;

/** A pay link (DESIGN 23) the seller copies or shares, and its order as the orders tab shows it. */
export const payLinkSchema = z.object({ url: z.string(), order: orderSchema });
export type PayLink = z.infer<typeof payLinkSchema>;
