import { describe, expect, it } from "vitest";
import { reasonInLocale, receiptRejectReasons } from "./owner-chat";

describe("a rejected receipt's reason as the buyer reads it (issue 37)", () => {
  it("ISSUE37-REJECT-REASON a preset chosen in the seller's Persian reaches an English buyer in English, and back", () => {
    expect(reasonInLocale(receiptRejectReasons.fa.amount, "en")).toBe("The amount does not match");
    expect(reasonInLocale(receiptRejectReasons.en.unpaid, "fa")).toBe("پولی به حساب نرسیده است");
    expect(reasonInLocale(receiptRejectReasons.fa.unreadable, "fa")).toBe(receiptRejectReasons.fa.unreadable);
  });

  it("a reason the seller typed is told as typed, in whatever language it was written", () => {
    expect(reasonInLocale("عکس رسید بریده شده است", "en")).toBe("عکس رسید بریده شده است");
    expect(reasonInLocale("The amount does not match.", "fa")).toBe("The amount does not match.");
  });
});
