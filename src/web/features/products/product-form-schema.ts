import {
  numberText,
  productFormSchema,
  productInputSchema,
  productOptionSchema,
  variantLimits,
} from "@shared/products";
import { z } from "zod";

/** A variant's own price as typed: empty sells at the product's; otherwise the product price's rules. */
const variantPriceText = numberText("priceInvalid").pipe(productInputSchema.shape.price.nullable());

/** One value of an option as the chips take it: trimmed, spoofing characters gone, within its length. */
export const optionValueSchema = productOptionSchema.shape.values.element;

const optionDraftSchema = productOptionSchema.extend({ key: z.string() });

/** A row of the variants grid (variant-rows.ts `VariantRow`): the API's rules on what a person types. */
const variantRowSchema = z.object({
  variant_id: z.string().nullable(),
  values: z.record(z.string(), z.string()),
  code: productFormSchema.shape.product_code,
  price: variantPriceText,
  stock: productFormSchema.shape.stock_quantity,
  is_active: z.boolean(),
  media_id: z.string().nullable(),
});

/**
 * The product form with its options and variants (DESIGN 29). Beyond the API's field rules it refuses what the
 * server would: two options of one name, two variants of one code.
 */
export const productEditorSchema = productFormSchema
  .extend({
    options: z.array(optionDraftSchema).max(variantLimits.options, "tooManyOptions"),
    variants: z.array(variantRowSchema).max(variantLimits.variants, "tooManyVariants"),
  })
  .superRefine(({ options, variants }, context) => {
    const names = options.map((option) => option.name);
    names.forEach((name, index) => {
      if (name !== "" && names.indexOf(name) < index) {
        context.addIssue({ code: "custom", path: ["options", index, "name"], message: "optionNameRepeated" });
      }
    });
    const codes = variants.map((variant) => variant.code);
    codes.forEach((code, index) => {
      if (code !== "" && codes.indexOf(code) < index) {
        context.addIssue({ code: "custom", path: ["variants", index, "code"], message: "variantCodeRepeated" });
      }
    });
  });
export type ProductEditorValues = z.input<typeof productEditorSchema>;
export type ProductEditorOutput = z.output<typeof productEditorSchema>;
