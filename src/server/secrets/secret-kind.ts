/** DESIGN 19: the kinds of seller secret; each kind gets its own key, so one never opens as another. */
export const secretKinds = [
  "bot-token",
  "merchant-id",
  "whatsapp-token",
  "whatsapp-app-secret",
  "whatsapp-verify-token",
  "instagram-token",
  "card-number",
] as const;

export type SecretKind = (typeof secretKinds)[number];
