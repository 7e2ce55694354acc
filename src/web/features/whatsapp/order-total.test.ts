import { describe, expect, it } from "vitest";
import { orderTotal } from "./order-total";

const item = (item_price: number, quantity: number, currency = "USD") => ({
  product_retailer_id: "di9ozbzfi4",
  item_price,
  quantity,
  currency,
});

describe("what a WhatsApp cart comes to", () => {
  it("adds each item's price times its quantity, exactly to the cent", () => {
    expect(orderTotal([item(7.99, 2), item(12.5, 1)])).toEqual({ amount: 28.48, currency: "USD" });
    expect(orderTotal([item(0.1, 1), item(0.2, 1)])).toEqual({ amount: 0.3, currency: "USD" });
    expect(orderTotal([item(1_850_000, 3, "IRR")])).toEqual({ amount: 5_550_000, currency: "IRR" });
  });

  it("gives no total for an empty cart or one in two currencies", () => {
    expect(orderTotal([])).toBeNull();
    expect(orderTotal([item(7.99, 1), item(100_000, 1, "IRR")])).toBeNull();
  });
});
