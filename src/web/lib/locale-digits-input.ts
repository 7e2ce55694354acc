import { localeDigits } from "@shared/digits";
import type { Locale } from "@shared/locales";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * Rewrites a digit field's text in the interface's digits (Persian in `fa`) as it is typed, so a Latin
 * and a Persian keyboard give the same field. Digits swap one for one, so the caret stays where it was.
 */
export function showInLocaleDigits(input: HTMLInputElement | HTMLTextAreaElement, locale: Locale): void {
  const shown = localeDigits(input.value, locale);
  if (shown === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = shown;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** A react-hook-form registration of a digit field (a phone, a count) shown in the interface's digits. */
export function inLocaleDigits<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  locale: Locale,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      showInLocaleDigits(event.target, locale);
      return registration.onChange(event);
    },
  };
}
