import { z } from "zod";
import { latinDigits, ungroupedDigits } from "./digits";
import type { Locale } from "./locales";
import { pageCursorSchema } from "./page-cursor";
import { invalidCharactersMessage, isOneLine, nameText, typedText } from "./text";

/** 001 §9 product categories; the first is the default. */
export const productCategories = [
  "general",
  "electronics",
  "clothing",
  "books",
  "food",
  "cosmetics",
  "sports",
  "home",
] as const;
export type ProductCategory = (typeof productCategories)[number];
/** The categories' names, for the products tab and for buyers in the seller's bot alike. */
export const productCategoryNames: Record<Locale, Record<ProductCategory, string>> = {
  fa: {
    general: "عمومی",
    electronics: "الکترونیک",
    clothing: "پوشاک",
    books: "کتاب",
    food: "خوراکی",
    cosmetics: "آرایشی و بهداشتی",
    sports: "ورزشی",
    home: "خانه",
  },
  en: {
    general: "General",
    electronics: "Electronics",
    clothing: "Clothing",
    books: "Books",
    food: "Food",
    cosmetics: "Cosmetics",
    sports: "Sports",
    home: "Home",
  },
};

export const isProductCategory = (value: string): value is ProductCategory =>
  (productCategories as readonly string[]).includes(value);

export const productMediaKinds = ["image", "video"] as const;
export type ProductMediaKind = (typeof productMediaKinds)[number];

/** 001 §5, §9: per product, and per file. */
export const productMediaLimits = { image: 10, video: 2 } as const satisfies Record<ProductMediaKind, number>;
export const maxProductMediaBytes = 50 * 1024 * 1024;
/** What the uploaders offer; the server judges the bytes, never these names (PROD-22, PROD-23). */
export const productMediaAccept: Record<ProductMediaKind, readonly string[]> = {
  image: ["image/jpeg", "image/png", "image/webp"],
  video: ["video/mp4", "video/quicktime"],
};
export const productMediaExtensions: Record<ProductMediaKind, readonly string[]> = {
  image: ["jpg", "jpeg", "png", "webp"],
  video: ["mp4", "mov"],
};

/** 001 §5 limits, and a platform ceiling on a shop's products (issue 34): far above any catalogue seen, it keeps
 * one seller's rows, files and the bot's searches bounded. */
export const productLimits = {
  name: 200,
  description: 2000,
  maxPrice: 999_999_999,
  code: 50,
  perShop: 1000,
} as const;

/** DESIGN 29 (issue 36): a product's options, each with its values, and the variants made from them. */
export const variantLimits = { options: 3, valuesPerOption: 30, variants: 100, optionName: 30, value: 40 } as const;
export interface ProductOption {
  name: string;
  values: string[];
}

/** Buyers type the code and issue 14 deep-links it as `p_{code}`, so it stays to what a link carries. */
export const productCodePattern = /^[A-Za-z0-9_-]*$/;

// Each message is a key of the products catalogue (`products.validation.*`).
const priceSchema = z
  .number("priceInvalid")
  .int("priceInvalid")
  .min(0, "priceRange")
  .max(productLimits.maxPrice, "priceRange");
/** The most one variant may hold in stock (an integer column). */
export const maxStock = 2_000_000_000;
const stockSchema = z.number("stockInvalid").int("stockInvalid").min(0, "stockInvalid").max(maxStock, "stockInvalid");
/** Issue 37: a variant's stock at or under this is told to the owner chat; 2 unless the seller says. */
export const defaultLowStockThreshold = 2;
const thresholdSchema = z
  .number("thresholdInvalid")
  .int("thresholdInvalid")
  .min(0, "thresholdInvalid")
  .max(maxStock, "thresholdInvalid");

const textFields = {
  name: nameText()
    .trim()
    .min(1, "fillRequired")
    .max(productLimits.name, "nameTooLong")
    .refine(isOneLine, invalidCharactersMessage),
  description: typedText().trim().max(productLimits.description, "descriptionTooLong"),
  product_code: z
    .string()
    .trim()
    .min(1, "fillRequired")
    .max(productLimits.code, "codeTooLong")
    .overwrite(latinDigits)
    .regex(productCodePattern, "codeFormat"),
  // 001 §5 asks 1-100 characters; one of the 001 §9 categories is that and more.
  category: z.enum(productCategories, "categoryInvalid"),
};

const variantCodeSchema = textFields.product_code;

/** DESIGN 29: an option's name and its values, as the seller types them (unique within the option). */
export const productOptionSchema = z.object({
  name: nameText()
    .trim()
    .min(1, "optionNameRequired")
    .max(variantLimits.optionName, "optionNameTooLong")
    .refine(isOneLine, invalidCharactersMessage),
  values: z
    .array(
      nameText()
        .trim()
        .min(1, "optionValueRequired")
        .max(variantLimits.value, "optionValueTooLong")
        .refine(isOneLine, invalidCharactersMessage),
    )
    .min(1, "optionValuesRequired")
    .max(variantLimits.valuesPerOption, "tooManyOptionValues")
    .refine((values) => new Set(values).size === values.length, "optionValueRepeated"),
});

/**
 * One variant as the form sends it: an existing one by `id` (kept, with its history), a new one without. Its
 * `option_values` hold one value of each option, in the options' order; `price` null sells at the product's.
 */
export const variantInputSchema = z.object({
  id: z.uuid("variantInvalid").optional(),
  option_values: z.array(nameText().trim().refine(isOneLine, invalidCharactersMessage)),
  code: variantCodeSchema,
  price: priceSchema.nullable().default(null),
  stock: stockSchema.nullable().default(null),
  is_active: z.boolean().default(true),
  media_id: z.uuid().nullable().default(null),
});
export type VariantInput = z.input<typeof variantInputSchema>;

/** The ids of the product's files in display order; at most both limits together. */
const mediaIdsSchema = z.array(z.uuid()).max(productMediaLimits.image + productMediaLimits.video);

/** POST /api/products, PUT /api/products/{id}: the product's fields and its files (ids of uploads). */
export const productInputSchema = z.object({
  ...textFields,
  description: textFields.description.optional().default(""),
  category: textFields.category.optional().default("general"),
  price: priceSchema,
  /** Absent: stock is not counted (001 §3 optional); PUT replaces it, so leaving it out clears it. */
  stock_quantity: stockSchema.optional(),
  /** Absent: a new product's is 2, an edit keeps the stored one. */
  low_stock_threshold: thresholdSchema.optional(),
  is_available: z.boolean().optional().default(true),
  media_ids: mediaIdsSchema.optional().default([]),
  /**
   * DESIGN 29: without options the product is its own one variant (its code, `stock_quantity`) and `variants`
   * stays empty; with options, `variants` lists the combinations on sale (each combination at most once).
   */
  options: z.array(productOptionSchema).max(variantLimits.options, "tooManyOptions").optional().default([]),
  variants: z.array(variantInputSchema).max(variantLimits.variants, "tooManyVariants").optional().default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** PUT /api/products/{id}: as a new product, but without is_available the stored value stays. */
export const productUpdateSchema = productInputSchema.extend({ is_available: z.boolean().optional() });
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;

/** A typed number: empty is `null`; Persian, Arabic and Latin digits and separators are read alike. */
export const numberText = (message: string) =>
  z
    .string()
    .transform(ungroupedDigits)
    .transform((text) => (text === "" ? null : /^-?\d+$/.test(text) ? Number(text) : Number.NaN))
    .refine((value) => value === null || !Number.isNaN(value), message);

/**
 * The product form (001 §2, §5): the same rules as the API on what a person types, price and stock
 * as text. Name, price and code empty give "fill required fields" (PROD-03, PROD-04).
 */
export const productFormSchema = z.object({
  ...textFields,
  price: numberText("priceInvalid").pipe(z.number("fillRequired").pipe(priceSchema)),
  stock_quantity: numberText("stockInvalid").pipe(stockSchema.nullable()),
  /** Empty: the default, 2. */
  low_stock_threshold: numberText("thresholdInvalid").pipe(thresholdSchema.nullable()),
  is_available: z.boolean(),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

export const productMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(productMediaKinds),
  url: z.string(),
  /** Images only: a small copy for lists and the form. */
  thumbnail_url: z.string().nullable(),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

/** A variant as the API sends it; a product without options has exactly one, with no option values. */
export const productVariantSchema = z.object({
  id: z.string(),
  option_values: z.array(z.string()),
  code: z.string(),
  /** Null: sold at the product's price. */
  price: z.number().int().nullable(),
  /** Null: not counted. */
  stock: z.number().int().nullable(),
  is_active: z.boolean(),
  media_id: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  product_code: z.string(),
  category: z.string(),
  is_available: z.boolean(),
  /** The stock a buyer can order: the one variant's, or all active variants' together; null when any is uncounted. */
  stock_quantity: z.number().nullable(),
  /** Issue 37: a variant at or under this stock is told to the owner chat. */
  low_stock_threshold: z.number(),
  media: z.array(productMediaSchema),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(productVariantSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** The products come in pages (issue 34, decision 010): `limit` defaults to and may not exceed these. */
export const productPageSizes = { default: 50, max: 100 } as const;

export const productListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(productPageSizes.max).default(productPageSizes.default),
  /** The `next_cursor` of the previous page. */
  before: pageCursorSchema.optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** A page of the seller's products, newest first; `count` is all of them, on every page. */
export const productListSchema = z.object({
  items: z.array(productSchema),
  /** Pass as `before` for the next, older page; null when this was the last. */
  next_cursor: z.string().nullable(),
  count: z.number(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productAvailabilitySchema = z.object({ is_available: z.boolean() });
