/** The sections of /privacy in reading order; the ids are the page's anchors in both languages. */
export const privacySectionOrder = [
  "scope",
  "stored",
  "ai",
  "purposes",
  "recipients",
  "retention",
  "deletion",
  "cookies",
  "security",
  "buyers",
  "rights",
  "changes",
  "contact",
] as const;

export type PrivacySectionId = (typeof privacySectionOrder)[number];
