import { InlineKeyboard } from "grammy";
import { buttonUrlAllowed } from "../integrations/telegram/button-url";

/**
 * A message with a link to the app (a pay link, a receipt, an invoice): a button where the platform takes the
 * address, else the link written under the text, so the message still goes from an app on `localhost` (Telegram
 * refuses a whole message whose button points at a host without a dot: BUTTON_URL_INVALID).
 */
export function withLink(text: string, link: { label: string; url: string }) {
  if (buttonUrlAllowed(link.url)) {
    return { text, extra: { reply_markup: new InlineKeyboard().url(link.label, link.url) } };
  }
  return { text: `${text}\n\n${link.label}: ${link.url}`, extra: {} };
}
