/** A line as a buyer or a gateway reads it: "Shirt — M / Red", the variant's values after the product's name. */
export function lineText(item: { productName: string; variantLabel: string }): string {
  return item.variantLabel ? `${item.productName} — ${item.variantLabel}` : item.productName;
}
