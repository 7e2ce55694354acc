import { describe, expect, it } from "vitest";
import { offersPayLink } from "./pay-link-offer";

const unpaid = {
  order_status: "new" as const,
  payment_status: "pending" as const,
  payment_method: "card_to_card" as const,
  receipt_url: null,
};

describe("the order card's pay link offer (issue 36)", () => {
  it("ISSUE36-PAYLINK offers a link for an unpaid order agreed card to card or by the gateway, and after a rejected receipt", () => {
    expect(offersPayLink(unpaid)).toBe(true);
    expect(offersPayLink({ ...unpaid, payment_method: "gateway" })).toBe(true);
    expect(offersPayLink({ ...unpaid, payment_status: "failed", receipt_url: "/api/orders/1/receipt" })).toBe(true);
  });

  it("ISSUE36-PAYLINK offers none for a paid, refunded or cancelled order, or while a receipt waits", () => {
    expect(offersPayLink({ ...unpaid, payment_status: "paid" })).toBe(false);
    expect(offersPayLink({ ...unpaid, payment_status: "refunded" })).toBe(false);
    expect(offersPayLink({ ...unpaid, order_status: "cancelled" })).toBe(false);
    expect(offersPayLink({ ...unpaid, receipt_url: "/api/orders/1/receipt" })).toBe(false);
  });
});
