/** DESIGN 29: a variant's option values as buyers, order lines and forms read them: "M / Red"; empty for a product's one. */
export const variantLabel = (optionValues: readonly string[]) => optionValues.join(" / ");

/** What an order or cart line is called: the product's name, then the variant's values ("Shirt — M / Red"). */
export const itemName = (productName: string, label: string) => (label ? `${productName} — ${label}` : productName);
