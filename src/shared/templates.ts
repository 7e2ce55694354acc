import { z } from "zod";
import type { Locale } from "./locales";
import { isOneLine, nameText, typedText } from "./text";

/** 001 §9 template types: each is a moment the seller's bot speaks (DESIGN 24); issue 36 adds `delivered`. */
export const templateTypes = [
  "welcome",
  "product_info",
  "discount",
  "order_confirmation",
  "delivered",
  "support",
  "custom",
] as const;
export type TemplateType = (typeof templateTypes)[number];

/** 001 §9 template variables, written `{product_name}` in the content; issue 36: `{code}`, a discount code. */
export const templateVariables = ["product_name", "price", "order_id", "code"] as const;
export type TemplateVariable = (typeof templateVariables)[number];

/** DESIGN 32: only a discount template names a code, so only it offers `{code}`. */
export const variablesOf = (type: TemplateType): readonly TemplateVariable[] =>
  type === "discount" ? templateVariables : templateVariables.filter((name) => name !== "code");

export const templateNameMaxLength = 100;
/** Issue 34: a platform ceiling on a seller's templates, so the templates tab's one list stays bounded. */
export const templatesPerSeller = 100;
/** Telegram refuses a message longer than 4096 characters; a template is one message. */
export const templateContentMaxLength = 4096;

// 001 §5 "name and content required"; each message is a key of the templates catalogue (`templates.validation.*`).
const templateFields = z.object({
  template_type: z.enum(templateTypes, "typeRequired"),
  template_name: nameText()
    .trim()
    .min(1, "nameRequired")
    .max(templateNameMaxLength, "nameTooLong")
    .refine(isOneLine, "nameOneLine"),
  content: typedText().trim().min(1, "contentRequired").max(templateContentMaxLength, "contentTooLong"),
  /** Issue 36: the seller's discount code `{code}` stands for; kept for a discount template only. */
  discount_code_id: z.uuid("discountCodeUnknown").nullable().optional().default(null),
  is_active: z.boolean().default(true),
});

/** A code belongs to a discount template: another type switched from one keeps none. */
const codeOfDiscountOnly = <T extends { template_type: TemplateType; discount_code_id: string | null }>(values: T) =>
  values.template_type === "discount" ? values : { ...values, discount_code_id: null };

export const templateFormSchema = templateFields.overwrite(codeOfDiscountOnly);
export type TemplateFormInput = z.input<typeof templateFormSchema>;
export type TemplateFormValues = z.output<typeof templateFormSchema>;

/** An edit without `is_active` keeps the template's state: only the toggle turns it on or off. */
export const templateUpdateSchema = templateFields
  .extend({ is_active: z.boolean().optional() })
  .overwrite(codeOfDiscountOnly);
export type TemplateUpdateValues = z.output<typeof templateUpdateSchema>;

export const templateActiveSchema = z.object({ is_active: z.boolean() });

export const messageTemplateSchema = z.object({
  id: z.string(),
  template_type: z.enum(templateTypes),
  template_name: z.string(),
  content: z.string(),
  /** The discount code `{code}` stands for (a discount template's), null when none is named. */
  discount_code_id: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplateListSchema = z.object({ items: z.array(messageTemplateSchema) });
export type MessageTemplateList = z.infer<typeof messageTemplateListSchema>;

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const variablePattern = new RegExp(`\\{(${templateVariables.join("|")})\\}`, "g");
const isTemplateVariable = (name: string): name is TemplateVariable =>
  (templateVariables as readonly string[]).includes(name);

/**
 * The content with each known variable replaced by its value, in one pass (a value that itself reads
 * `{price}` stays as written). Unknown braces, and a variable without a value, are left as they are.
 */
export function fillTemplate(content: string, values: TemplateValues): string {
  return content.replace(variablePattern, (written, name: string) =>
    isTemplateVariable(name) ? (values[name] ?? written) : written,
  );
}

/** What the preview fills a template with (`code` when no code is chosen); the web formats the price in the reader's digits. */
export const templatePreviewSamples: Record<
  Locale,
  { product_name: string; price: number; order_id: string; code: string }
> = {
  fa: { product_name: "کفش ورزشی", price: 1_250_000, order_id: "ORD-1024", code: "YALDA20" },
  en: { product_name: "Running shoes", price: 1_250_000, order_id: "ORD-1024", code: "YALDA20" },
};
