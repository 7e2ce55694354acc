import { describe, expect, it } from "vitest";
import { checkoutCatalog } from "./catalog";

const { checkout, paymentResult } = checkoutCatalog.en;

describe("checkout's messages", () => {
  it("checkout uses the specification's words", () => {
    expect(checkout.noPlan.title).toBe("no plan selected");
    expect(checkout.card.incomplete).toBe("please enter all card information");
    expect(checkout.card.processing).toBe("processing...");
    expect(checkout.paid.title).toBe("payment successful");
    expect(checkout.paid.description).toBe("your {{plan}} subscription is active");
    expect(checkout.payFailed.title).toBe("payment error");
    expect(checkout.payFailed.description).toBe("please try again");
  });

  it("a buyer without a session is told to sign in first", () => {
    expect(checkout.errorTitle).toBe("error");
    expect(checkout.signInFirst).toBe("please sign in to your account first");
  });

  it("the tier badges read basic, professional and special", () => {
    expect(checkout.summary.tiers).toEqual({ basic: "basic", premium: "professional", enterprise: "special" });
  });

  it("the result pages use the specification's words", () => {
    expect(paymentResult.invalid).toBe("payment parameters are invalid");
    expect(paymentResult.succeeded).toBe("payment completed successfully");
    expect(paymentResult.failed).toBe("payment failed");
    expect(paymentResult.error).toBe("error confirming payment");
    expect(paymentResult.apology).toBe("unfortunately your payment was not successful, please try again");
  });
});
