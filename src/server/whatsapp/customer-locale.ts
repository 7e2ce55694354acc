import type { BuyerLocale } from "../../shared/bot-texts";
import { asksForPerson } from "../../shared/conversations";
import { questionLocale } from "../ai/service";

/**
 * WhatsApp does not say which language a customer reads: their words do, as for the sales assistant, and Persian
 * when they don't. "operator" and "human" alone are English words, which the assistant's sentence test would miss.
 */
export function customerLocale(text: string): BuyerLocale {
  if (asksForPerson(text)) return /[a-z]/i.test(text) ? "en" : "fa";
  return questionLocale(text, [], "fa");
}
