import { getBankNameFromCardNumber, verifyCardNumber } from "@persian-tools/persian-tools";
import { z } from "zod";
import { latinDigits } from "./digits";
import { isOneLine, nameText } from "./text";

// 001 §5 card schema; DESIGN 23 adds the optional full number of a card used for card-to-card sales.
// Each message is a key of the bank cards catalogue (`bankCards.errors.*`).
export const cardHolderMaxLength = 100;
export const bankNameMaxLength = 100;
export const cardNumberDigits = 16;
/** Issue 34: a platform ceiling on a seller's active cards, so the settings tab's one list stays bounded. */
export const bankCardsPerSeller = 20;

// The library types the number as a JS number, but a 16-digit card number is past
// Number.MAX_SAFE_INTEGER; it reads `String(digits)`, so the digits are passed as text.
const passesLuhn = (digits: string) => verifyCardNumber(digits as unknown as number) === true;

/** The Iranian bank a card number's first six digits name, or null for a prefix no Iranian bank uses. */
export function bankOfCardNumber(digits: string): string | null {
  return getBankNameFromCardNumber(digits) ?? null;
}

/** The card number as typed (spaces or dashes between groups, Persian digits) reduced to its digits. */
export function cardNumberDigitsOf(text: string): string {
  return latinDigits(text).replace(/[\s-]/g, "");
}

const lastFourSchema = z.string().trim().overwrite(latinDigits);

const cardNumberSchema = z
  .string()
  .overwrite(cardNumberDigitsOf)
  .refine((digits) => digits === "" || new RegExp(`^\\d{${cardNumberDigits}}$`).test(digits), "cardNumberFormat")
  .refine((digits) => !/^\d{16}$/.test(digits) || passesLuhn(digits), "cardNumberInvalid")
  .refine((digits) => !/^\d{16}$/.test(digits) || bankOfCardNumber(digits) !== null, "cardNumberBank");

export const addBankCardSchema = z
  .object({
    card_last_four: lastFourSchema,
    card_holder_name: nameText()
      .trim()
      .min(1, "holderRequired")
      .max(cardHolderMaxLength, "holderTooLong")
      .refine(isOneLine, "invalidCharacters"),
    bank_name: nameText()
      .trim()
      .max(bankNameMaxLength, "bankTooLong")
      .refine(isOneLine, "invalidCharacters")
      .optional(),
    /** DESIGN 23: only for a card the bot shows to card-to-card buyers; empty means none. */
    card_number: cardNumberSchema.optional(),
  })
  .superRefine((card, context) => {
    const number = card.card_number ?? "";
    const lastFour = card.card_last_four;
    // With a full number the last four may be left out: they are taken from it.
    if (lastFour === "" && number === "") {
      context.addIssue({ code: "custom", path: ["card_last_four"], message: "lastFourRequired" });
    } else if (lastFour !== "" && !/^\d{4}$/.test(lastFour)) {
      context.addIssue({ code: "custom", path: ["card_last_four"], message: "lastFourFormat" });
    } else if (lastFour !== "" && /^\d{16}$/.test(number) && !number.endsWith(lastFour)) {
      context.addIssue({ code: "custom", path: ["card_last_four"], message: "lastFourMismatch" });
    }
  });
export type AddBankCardInput = z.input<typeof addBankCardSchema>;
export type AddBankCardValues = z.output<typeof addBankCardSchema>;

/** 001 §3 user_payment_methods as the browser sees it: a full number never leaves the server (DESIGN 9). */
export const bankCardSchema = z.object({
  id: z.string(),
  card_last_four: z.string(),
  card_holder_name: z.string(),
  bank_name: z.string().nullable(),
  /** `6037 99•• •••• 1234` when the full number is held, else `•••• 1234` (001 §9). */
  masked: z.string(),
  has_full_number: z.boolean(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const bankCardListSchema = z.object({ items: z.array(bankCardSchema) });
export type BankCardList = z.infer<typeof bankCardListSchema>;
