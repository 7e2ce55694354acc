import type { Product, ProductVariant } from "@shared/products";
import { productInputSchema } from "@shared/products";
import { describe, expect, it } from "vitest";
import { productsCatalog } from "./catalog";
import {
  baseVariantIdOf,
  firstFormProblem,
  newOptionKey,
  productInputOf,
  productToFormValues,
  productValidationKeys,
  variantInputOf,
} from "./form-values";
import { productEditorSchema } from "./product-form-schema";

const makeVariant = (variant: Partial<ProductVariant> = {}): ProductVariant => ({
  id: "v1",
  option_values: [],
  code: "MUG-1",
  price: null,
  stock: 1250,
  is_active: true,
  media_id: null,
  ...variant,
});

const makeProduct = (product: Partial<Product> = {}): Product => ({
  id: "p1",
  name: "Mug",
  description: null,
  price: 1_250_000,
  product_code: "MUG-1",
  category: "home",
  is_available: true,
  stock_quantity: 1250,
  low_stock_threshold: 2,
  media: [],
  options: [],
  variants: [makeVariant()],
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
  ...product,
});

const photo = "5f0c2a52-8f4e-4c1e-9a3f-2d6b1c7e9a10";

const shirt = makeProduct({
  name: "Shirt",
  product_code: "SH",
  stock_quantity: 7,
  options: [
    { name: "سایز", values: ["M", "L"] },
    { name: "رنگ", values: ["قرمز"] },
  ],
  variants: [
    makeVariant({
      id: "6f1c1f5e-8a1b-4c3d-9e2f-0a1b2c3d4e5f",
      option_values: ["M", "قرمز"],
      code: "SH-M-1",
      price: 130_000,
      stock: 3,
    }),
    makeVariant({
      id: "7a2d2e6f-9b2c-4d4e-8f3a-1b2c3d4e5f6a",
      option_values: ["L", "قرمز"],
      code: "SH-L-1",
      stock: 4,
      media_id: photo,
    }),
  ],
});

describe("an edited product in the form (PROD-15)", () => {
  it("shows the stock in the reader's digits like the price, and reads it back as the same number", () => {
    const fa = productToFormValues(makeProduct(), "fa");
    expect(fa.stock_quantity).toBe("۱٬۲۵۰");
    expect(productToFormValues(makeProduct(), "en").stock_quantity).toBe("1,250");
    expect(productEditorSchema.parse(fa).stock_quantity).toBe(1250);
  });

  it("PROD-12 reads a stock typed in Persian, Arabic or Latin digits alike", () => {
    const values = productToFormValues(makeProduct(), "en");
    for (const typed of ["۴۲", "٤٢", "42"]) {
      expect(productEditorSchema.parse({ ...values, stock_quantity: typed }).stock_quantity).toBe(42);
    }
  });

  it("a product without options has no variant rows: it is its own one variant, kept by its id", () => {
    const values = productToFormValues(makeProduct(), "fa");
    expect(values.options).toEqual([]);
    expect(values.variants).toEqual([]);
    expect(baseVariantIdOf(makeProduct())).toBe("v1");
    expect(baseVariantIdOf(shirt)).toBeNull();
    expect(variantInputOf(productEditorSchema.parse(values), [])).toEqual({ options: [], variants: [] });
  });
});

describe("a product with options in the form (issue 36)", () => {
  it("shows each variant's price and stock in the reader's digits, an empty price for the product's own", () => {
    const values = productToFormValues(shirt, "fa");
    expect(values.stock_quantity).toBe("");
    expect(values.options.map((option) => option.name)).toEqual(["سایز", "رنگ"]);
    expect(values.variants.map((row) => [row.variant_id, row.price, row.stock])).toEqual([
      ["6f1c1f5e-8a1b-4c3d-9e2f-0a1b2c3d4e5f", "۱۳۰٬۰۰۰", "۳"],
      ["7a2d2e6f-9b2c-4d4e-8f3a-1b2c3d4e5f6a", "", "۴"],
    ]);
  });

  it("sends the options and every variant with its id, its values in the options' order, and numbers", () => {
    const output = productEditorSchema.parse(productToFormValues(shirt, "fa"));
    const input = variantInputOf(output, [photo]);
    expect(input.options).toEqual(shirt.options);
    expect(input.variants).toEqual([
      {
        id: "6f1c1f5e-8a1b-4c3d-9e2f-0a1b2c3d4e5f",
        option_values: ["M", "قرمز"],
        code: "SH-M-1",
        price: 130_000,
        stock: 3,
        is_active: true,
        media_id: null,
      },
      {
        id: "7a2d2e6f-9b2c-4d4e-8f3a-1b2c3d4e5f6a",
        option_values: ["L", "قرمز"],
        code: "SH-L-1",
        price: null,
        stock: 4,
        is_active: true,
        media_id: photo,
      },
    ]);
    const { stock_quantity: _stock, ...fields } = output;
    expect(productInputSchema.safeParse({ ...fields, ...input, media_ids: [photo] }).success).toBe(true);
  });

  it("drops a variant's image once that file is no longer the product's", () => {
    const output = productEditorSchema.parse(productToFormValues(shirt, "en"));
    expect(variantInputOf(output, []).variants.map((variant) => variant.media_id)).toEqual([null, null]);
  });

  it("reads a variant's price and stock typed in Persian digits; empty is the product's price and not counted", () => {
    const values = productToFormValues(shirt, "fa");
    const [first, second] = values.variants;
    if (!first || !second) throw new Error("two rows expected");
    const output = productEditorSchema.parse({
      ...values,
      variants: [
        { ...first, price: "۱۵۰٬۰۰۰", stock: "۱۲" },
        { ...second, price: "", stock: "" },
      ],
    });
    expect(output.variants.map((row) => [row.price, row.stock])).toEqual([
      [150_000, 12],
      [null, null],
    ]);
  });

  it("refuses two variants of one code and two options of one name, on the field", () => {
    const values = productToFormValues(shirt, "en");
    const [first, second] = values.variants;
    const [size, colour] = values.options;
    if (!first || !second || !size || !colour) throw new Error("rows and options expected");
    const result = productEditorSchema.safeParse({
      ...values,
      options: [size, { ...colour, name: size.name }],
      variants: [first, { ...second, code: first.code }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["options.1.name", "optionNameRepeated"],
      ["variants.1.code", "variantCodeRepeated"],
    ]);
  });

  it("a new option takes the first key no option has", () => {
    expect(newOptionKey([])).toBe("option-1");
    expect(newOptionKey([{ key: "option-2" }, { key: "option-1" }])).toBe("option-3");
    expect(newOptionKey([{ key: "option-2" }])).toBe("option-1");
  });
});

describe("what a save sends", () => {
  const files = { mediaIds: [], sendsAvailability: false };

  it("a product without options sends its own stock and no variants", () => {
    const input = productInputOf(productEditorSchema.parse(productToFormValues(makeProduct(), "fa")), files);
    expect(input).toMatchObject({ stock_quantity: 1250, options: [], variants: [] });
    expect(input).not.toHaveProperty("is_available");
  });

  it("a product with options sends no stock of its own: its stock is the variants'", () => {
    const values = { ...productToFormValues(shirt, "fa"), stock_quantity: "۹" };
    const input = productInputOf(productEditorSchema.parse(values), { ...files, sendsAvailability: true });
    expect(input).not.toHaveProperty("stock_quantity");
    expect(input.is_available).toBe(true);
    expect(input.variants?.map((variant) => variant.stock)).toEqual([3, 4]);
    expect(input.options).toEqual(shirt.options);
  });
});

describe("the form's refusals", () => {
  it("an option without values or name says so, after the product's own fields", () => {
    const values = productToFormValues(makeProduct(), "en");
    const noName = productEditorSchema.safeParse({
      ...values,
      options: [{ key: "option-1", name: "", values: ["M"] }],
    });
    expect(noName.error?.issues[0]?.message).toBe("optionNameRequired");
    const noValues = productEditorSchema.safeParse({
      ...values,
      options: [{ key: "option-1", name: "Size", values: [] }],
    });
    expect(noValues.error?.issues[0]?.message).toBe("optionValuesRequired");
    expect(
      firstFormProblem({
        price: { type: "custom", message: "priceRange" },
        options: [{ values: { type: "custom", message: "optionValuesRequired" } }],
      }),
    ).toBe("priceRange");
    expect(firstFormProblem({ variants: [undefined, { code: { type: "custom", message: "fillRequired" } }] })).toBe(
      "fillRequired",
    );
  });

  it("every message the product and option rules give has its words in both languages", () => {
    const { fa, en } = productsCatalog;
    for (const key of productValidationKeys) {
      expect(fa.products.validation[key], key).toBeTruthy();
      expect(en.products.validation[key], key).toBeTruthy();
    }
    const option = productInputSchema.shape.options.unwrap().unwrap().element;
    const bad = [
      { name: "", values: ["M"] },
      { name: "x".repeat(31), values: ["M"] },
      { name: "Size", values: [] },
      { name: "Size", values: [""] },
      { name: "Size", values: ["x".repeat(41)] },
      { name: "Size", values: ["M", "M"] },
      { name: "Size", values: Array.from({ length: 31 }, (_, index) => String(index)) },
    ];
    const messages = bad.flatMap((value) => option.safeParse(value).error?.issues.map((issue) => issue.message) ?? []);
    const tooMany = productInputSchema.shape.options.safeParse(Array.from({ length: 4 }, () => bad[0]));
    const many = productInputSchema.shape.variants.safeParse(Array.from({ length: 101 }, () => ({ code: "A" })));
    messages.push(...(tooMany.error?.issues ?? []).map((issue) => issue.message));
    messages.push(...(many.error?.issues ?? []).map((issue) => issue.message));
    expect(new Set(messages)).toEqual(
      new Set([
        "optionNameRequired",
        "optionNameTooLong",
        "optionValuesRequired",
        "optionValueRequired",
        "optionValueTooLong",
        "optionValueRepeated",
        "tooManyOptionValues",
        "tooManyOptions",
        "tooManyVariants",
      ]),
    );
    expect(messages.filter((message) => !(productValidationKeys as readonly string[]).includes(message))).toEqual([]);
  });
});
