import { type SentEmail, sentEmailKinds } from "@shared/sent-emails";
import type { TFunction } from "i18next";

const isKnownKind = (kind: string): kind is (typeof sentEmailKinds)[number] =>
  (sentEmailKinds as readonly string[]).includes(kind);

/** STAT-31: what an e-mail was for, in the page's language; a kind the page does not know yet reads "other". */
export function emailKindLabel(t: TFunction, kind: SentEmail["kind"]): string {
  return t(`sentEmails.kinds.${isKnownKind(kind) ? kind : "other"}`);
}
