import { itemName } from "../../shared/item-name";

/** A stored line (an order's or a cart's) as a buyer or a gateway reads it. */
export const lineText = (item: { productName: string; variantLabel: string }) =>
  itemName(item.productName, item.variantLabel);
