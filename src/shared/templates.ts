/** 001 §9 template types: each is a moment the seller's bot speaks (DESIGN 24). */
export const templateTypes = [
  "welcome",
  "product_info",
  "discount",
  "order_confirmation",
  "support",
  "custom",
] as const;
export type TemplateType = (typeof templateTypes)[number];

/** 001 §9 template variables, written `{product_name}` in the content. */
export const templateVariables = ["product_name", "price", "order_id"] as const;
export type TemplateVariable = (typeof templateVariables)[number];
