import { describe, expect, it } from "vitest";
import { paymentName } from "./payment-name";

describe("a payment's name in the panel", () => {
  it("is its reference, kept left to right inside Persian text", () => {
    expect(paymentName({ ref_id: "REF-1", created_at: "2025-03-21T10:00:00Z" }, "en")).toBe("REF-1");
    expect(paymentName({ ref_id: "REF-1", created_at: "2025-03-21T10:00:00Z" }, "fa")).toBe("\u2066REF-1\u2069");
  });

  it("is the Jalali moment it was made when the gateway gave no reference", () => {
    expect(paymentName({ ref_id: null, created_at: "2025-03-21T10:00:00Z" }, "en")).toMatch(/^Farvardin 1, 1404 AP/);
  });
});
