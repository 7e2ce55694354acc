import { describe, expect, it } from "vitest";
import { withLink } from "./link-button";

describe("withLink", () => {
  it("a public address is a URL button; localhost is written under the text, so the platform takes the message", () => {
    const pay = { label: "Pay 120,000 toman", url: "https://shop.example.ir/shop/pay/abc" };
    expect(withLink("Your order is placed.", pay)).toEqual({
      text: "Your order is placed.",
      extra: { reply_markup: { inline_keyboard: [[{ text: pay.label, url: pay.url }]] } },
    });
    const local = { label: "Pay 120,000 toman", url: "http://localhost:3000/shop/pay/abc" };
    expect(withLink("Your order is placed.", local)).toEqual({
      text: "Your order is placed.\n\nPay 120,000 toman: http://localhost:3000/shop/pay/abc",
      extra: {},
    });
  });
});
