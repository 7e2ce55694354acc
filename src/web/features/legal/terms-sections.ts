/** The sections of /terms in reading order; the ids are the page's anchors in both languages. */
export const termsSectionOrder = [
  "agreement",
  "account",
  "plans",
  "refunds",
  "ai",
  "bots",
  "acceptable-use",
  "your-content",
  "availability",
  "suspension",
  "law",
  "changes",
  "contact",
] as const;

export type TermsSectionId = (typeof termsSectionOrder)[number];
