import { brand } from "@shared/brand";
import { paidPlans, planDurationDays } from "@shared/plans";
import { formatLatin, useFormat } from "@/lib/format";

/** One section of a terms or privacy text: its paragraphs, then an optional list. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** A text's sections by anchor id; both languages have the same ids, so a link to #cookies works in either. */
export type LegalSections<Id extends string> = Record<Id, LegalSection>;

/** What the texts say about the product, read from the sources the app itself uses, in the reader's digits. */
export interface LegalFacts {
  name: string;
  supportEmail: string;
  supportPhone: string;
  planDays: string;
  plans: readonly { name: string; price: string }[];
}

export function useLegalFacts(): LegalFacts {
  const format = useFormat();
  return {
    name: brand.name[format.locale],
    supportEmail: formatLatin(brand.supportEmail, format.locale),
    supportPhone: formatLatin(format.digits(brand.supportPhone), format.locale),
    planDays: format.number(planDurationDays),
    plans: paidPlans.map((plan) => ({ name: plan.name[format.locale], price: format.toman(plan.priceToman) })),
  };
}

/** The day the texts last changed, shown at their top (read at noon in Tehran, so no time zone moves the day). */
export const legalTextsUpdatedOn = "2026-11-27";

/** A whole text in one language: built from the facts, so prices and contacts are never copied by hand. */
export interface LegalText<Id extends string> {
  title: string;
  summary: string;
  sections: LegalSections<Id>;
}
