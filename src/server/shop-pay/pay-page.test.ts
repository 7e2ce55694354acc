import { describe, expect, it } from "vitest";
import { renderPayPage } from "./pay-page";

const order = { number: 7, lines: [{ name: "شال", quantity: 1 }], total: 1_250_000, shopName: "Shawls" };
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
