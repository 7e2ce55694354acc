import { type Order, type OrderStatus, orderStatuses } from "@shared/orders";
import { describe, expect, it } from "vitest";
import { orderActions } from "./order-actions";

const cardOrder = (changes: Partial<Order> = {}) => ({
  payment_method: "card_to_card" as const,
  payment_status: "pending" as const,
  order_status: "new" as const,
  receipt_url: "/api/orders/1/receipt",
  ...changes,
});

describe("the order card's actions", () => {
  it("ISSUE35-RECEIPT a new order's waiting receipt is approved and the order confirmed in one action, with no confirm beside it", () => {
    expect(orderActions(cardOrder(), true)).toEqual({ receipt: "approveAndConfirm", forward: [], canCancel: true });
  });

  it("ISSUE35-RECEIPT with the setting off the receipt and the confirm are two actions, as before", () => {
    expect(orderActions(cardOrder(), false)).toEqual({ receipt: "approve", forward: ["confirmed"], canCancel: true });
  });

  it("ISSUE35-RECEIPT an order further along only has its receipt approved; its next step stays", () => {
    expect(orderActions(cardOrder({ order_status: "confirmed" }), true)).toEqual({
      receipt: "approve",
      forward: ["shipped"],
      canCancel: true,
    });
  });

  it("ISSUE35-RECEIPT after the approval the next step is the only forward action", () => {
    expect(orderActions(cardOrder({ payment_status: "paid", order_status: "confirmed" }), true)).toEqual({
      receipt: null,
      forward: ["shipped"],
      canCancel: true,
    });
  });

  it("ISSUE35-RECEIPT no decision without a receipt, after a rejection, or on a cancelled order", () => {
    for (const state of [
      cardOrder({ receipt_url: null }),
      cardOrder({ payment_status: "failed" }),
      cardOrder({ order_status: "cancelled" }),
    ]) {
      expect(orderActions(state, true).receipt).toBeNull();
    }
    expect(orderActions(cardOrder({ receipt_url: null }), true).forward).toEqual(["confirmed"]);
  });

  it("ORD-05..09 an order without a waiting receipt has a button per 001 §4 step", () => {
    const expected: Record<OrderStatus, [string[], boolean]> = {
      new: [["confirmed"], true],
      confirmed: [["shipped"], true],
      shipped: [["delivered"], true],
      delivered: [[], false],
      cancelled: [[], false],
    };
    for (const status of orderStatuses) {
      const gateway = { payment_method: "gateway" as const, payment_status: "pending" as const, receipt_url: null };
      const actions = orderActions({ ...gateway, order_status: status }, true);
      expect([actions.forward, actions.canCancel], status).toEqual(expected[status]);
      expect(actions.receipt).toBeNull();
    }
  });
});
