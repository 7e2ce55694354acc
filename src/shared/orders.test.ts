import { describe, expect, it } from "vitest";
import { buyerPhoneSchema, canMoveOrder, manualOrderSchema, orderStatuses } from "./orders";
import { nationalMobile } from "./profile";

describe("001 §4 order transitions", () => {
  it("ORD-04 ORD-05 ORD-06 ORD-07 ORD-08 ORD-09 allows exactly new→confirmed→shipped→delivered and cancel before delivery", () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "new→confirmed",
      "new→cancelled",
      "confirmed→shipped",
      "confirmed→cancelled",
      "shipped→delivered",
      "shipped→cancelled",
    ]);
  });
});

describe("a buyer's details (001 §5)", () => {
  it("reads a mobile number in Persian or Latin digits, with spaces or dashes, in either form", () => {
    expect(buyerPhoneSchema.parse("۰۹۱۲ ۱۲۳ ۴۵۶۷")).toBe("09121234567");
    expect(buyerPhoneSchema.parse("+98-912-123-4567")).toBe("+989121234567");
    for (const wrong of ["0912123456", "9121234567", "+9809121234567", "09121234567x", ""]) {
      expect(buyerPhoneSchema.safeParse(wrong).success, wrong).toBe(false);
    }
  });

  it("shows a shared contact's +98 number as the 09 number a buyer types, and leaves any other as it is", () => {
    expect(nationalMobile("+989121234567")).toBe("09121234567");
    expect(nationalMobile("09121234567")).toBe("09121234567");
    expect(nationalMobile("+441234567890")).toBe("+441234567890");
  });

  it("takes an address of 10 to 500 characters or none, and a whole quantity from 1 to 1000", () => {
    const line = { variant_id: crypto.randomUUID(), quantity: 1 };
    const order = {
      items: [line],
      buyer_name: "Reza",
      buyer_phone: "09121234567",
      payment_method: "gateway",
    };
    expect(manualOrderSchema.parse({ ...order, buyer_address: "" }).payment_status).toBe("pending");
    const issue = (values: Record<string, unknown>) =>
      manualOrderSchema.safeParse({ ...order, ...values }).error?.issues[0]?.message;
    const lineIssue = (values: Record<string, unknown>) => issue({ items: [{ ...line, ...values }] });
    expect(issue({ buyer_address: "Tehran" })).toBe("addressLength");
    expect(issue({ buyer_address: "x".repeat(501) })).toBe("addressLength");
    expect(lineIssue({ quantity: 0 })).toBe("quantityInvalid");
    expect(lineIssue({ quantity: Number.NaN })).toBe("quantityInvalid");
    expect(lineIssue({ quantity: 1001 })).toBe("quantityInvalid");
    expect(lineIssue({ variant_id: "" })).toBe("productRequired");
    expect(issue({ items: [] })).toBe("productRequired");
    expect(issue({ buyer_name: "  " })).toBe("nameRequired");
  });
});
