import { describe, expect, it } from "vitest";
import { renderPayPage } from "./pay-page";

const order = {
  number: 7,
  shopName: "Shawls",
  lines: [{ name: "شال", quantity: 1, total: 1_250_000 }],
  subtotal: 1_250_000,
  discount: 0,
  shipping: 0,
  shippingMethod: null,
  total: 1_250_000,
  request: false,
};
const retryUrl = "/shop/pay/token/callback?Authority=A1&Status=OK";

describe("the pay page of a payment the gateway has not confirmed yet (issue 34)", () => {
  it("says in Persian that it is being checked, not to pay again, and offers to check again", () => {
    const page = renderPayPage({ state: "checking", locale: "fa", order, retryUrl });
    expect(page).toContain("پرداخت شما در حال بررسی است");
    expect(page).toContain("دوباره پرداخت نکنید");
    expect(page).toContain("بررسی دوباره");
    expect(page).toContain('href="/shop/pay/token/callback?Authority=A1&amp;Status=OK"');
  });

  it("says the same in English, and never that no money was taken", () => {
    const page = renderPayPage({ state: "checking", locale: "en", order, retryUrl });
    expect(page).toContain("Your payment is being checked");
    expect(page).toContain("Do not pay again");
    expect(page).toContain("Check again");
    expect(page).not.toContain("No money was taken");
  });
});

describe("the pay page of a paid order", () => {
  it("shows the gateway's tracking code in Persian digits in Persian and in Latin ones in English", () => {
    const persian = renderPayPage({ state: "paid", locale: "fa", order, refId: "50112233" });
    expect(persian).toContain('<bdi dir="ltr">۵۰۱۱۲۲۳۳</bdi>');
    expect(persian).not.toContain("50112233");
    const english = renderPayPage({ state: "paid", locale: "en", order, refId: "50112233" });
    expect(english).toContain('<bdi dir="ltr">50112233</bdi>');
  });
});

describe("the pay page of an order of several lines, with a discount and shipping (issue 36)", () => {
  const lines = {
    ...order,
    lines: [
      { name: "پیراهن — M / قرمز", quantity: 2, total: 480_000 },
      { name: "شال", quantity: 1, total: 150_000 },
    ],
    subtotal: 630_000,
    discount: 63_000,
    shipping: 45_000,
    shippingMethod: "پست پیشتاز",
    total: 612_000,
  };

  it("shows every line with its quantity and sum, the subtotal, the discount, the shipping and the total", () => {
    const page = renderPayPage({ state: "pending", locale: "fa", order: lines });
    expect(page).toContain("<bdi>پیراهن — M / قرمز</bdi> × ۲");
    expect(page).toContain("۴۸۰٬۰۰۰ تومان");
    expect(page).toContain("<bdi>شال</bdi> × ۱");
    expect(page).toContain("<dt>جمع کالاها</dt><dd>۶۳۰٬۰۰۰ تومان</dd>");
    expect(page).toContain("<dt>تخفیف</dt><dd>۶۳٬۰۰۰ تومان</dd>");
    expect(page).toContain("<dt>ارسال</dt><dd><bdi>پست پیشتاز</bdi>: ۴۵٬۰۰۰ تومان</dd>");
    expect(page).toContain("<dt>مبلغ</dt><dd>۶۱۲٬۰۰۰ تومان</dd>");
  });

  it("says a free shipping method is free, in English too", () => {
    const page = renderPayPage({ state: "pending", locale: "en", order: { ...lines, shipping: 0, total: 567_000 } });
    expect(page).toContain("<dt>Shipping</dt><dd><bdi>پست پیشتاز</bdi>: free</dd>");
    expect(page).toContain("<dt>Amount</dt><dd>567,000 toman</dd>");
  });
});

describe("the pay page of a pay link the seller shared (issue 36)", () => {
  const request = {
    ...order,
    lines: [{ name: "تعمیر گوشی", quantity: 1, total: 250_000 }],
    subtotal: 250_000,
    total: 250_000,
    request: true,
  };

  it("names what a payment request is for, not a product, and no subtotal", () => {
    const page = renderPayPage({ state: "pending", locale: "fa", order: request, inBot: false });
    expect(page).toContain("<dt>بابت</dt><dd><bdi>تعمیر گوشی</bdi></dd>");
    expect(page).not.toContain("<dt>کالا</dt>");
    expect(page).not.toContain("جمع کالاها");
    expect(page).toContain("<dt>مبلغ</dt><dd>۲۵۰٬۰۰۰ تومان</dd>");
  });

  it("once paid, says the seller knows and never that the bot told a buyer who has no chat", () => {
    const page = renderPayPage({ state: "paid", locale: "en", order: request, inBot: false, refId: "1" });
    expect(page).toContain("The seller knows.");
    expect(page).not.toContain("the bot");
    const inBot = renderPayPage({ state: "paid", locale: "en", order, inBot: true, refId: "1" });
    expect(inBot).toContain("the bot has told you too");
  });
});
