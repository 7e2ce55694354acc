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

export const productMediaKinds = ["image", "video"] as const;
export type ProductMediaKind = (typeof productMediaKinds)[number];

/** 001 §5, §9: per product, and per file. */
export const productMediaLimits = { image: 10, video: 2 } as const satisfies Record<ProductMediaKind, number>;
export const maxProductMediaBytes = 50 * 1024 * 1024;
