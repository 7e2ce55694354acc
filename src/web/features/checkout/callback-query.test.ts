import { paymentFailureReasons } from "@shared/payments";
import { describe, expect, it } from "vitest";
import { failureReasonOf, parseCallbackQuery, trackingCodeOf } from "./callback-query";

const parse = (query: string) => parseCallbackQuery(new URLSearchParams(query));

describe("the payment callback's query", () => {
  it("PAY-31 Status=OK with an Authority is verified", () => {
    expect(parse("Authority=S000123&Status=OK")).toEqual({ kind: "verify", authority: "S000123" });
  });

  it("PAY-30 no Authority is invalid, with nothing to report", () => {
    expect(parse("Status=OK")).toEqual({ kind: "invalid" });
    expect(parse("Authority=&Status=OK")).toEqual({ kind: "invalid" });
    expect(parse("")).toEqual({ kind: "invalid" });
  });

  it("PAY-30 Status=NOK with an Authority is a cancel at the gateway, and nothing is verified", () => {
    expect(parse("Authority=S000123&Status=NOK")).toEqual({ kind: "cancelled", authority: "S000123" });
  });

  it("PAY-30 Status=NOK without an Authority is invalid", () => {
    expect(parse("Status=NOK")).toEqual({ kind: "invalid" });
    expect(parse(`Authority=${"S".repeat(65)}&Status=NOK`)).toEqual({ kind: "invalid" });
  });

  it("PAY-30 any other Status is invalid and reports nothing", () => {
    expect(parse("Authority=S000123")).toEqual({ kind: "invalid" });
    expect(parse("Authority=S000123&Status=ok")).toEqual({ kind: "invalid" });
  });

  it("PAY-30 an Authority longer than the server accepts is invalid", () => {
    expect(parse(`Authority=${"S".repeat(65)}&Status=OK`)).toEqual({ kind: "invalid" });
  });
});

describe("the failed page's tracking code", () => {
  it("PAY-38 comes from ref, else from Authority", () => {
    expect(trackingCodeOf(new URLSearchParams("ref=ABC"))).toBe("ABC");
    expect(trackingCodeOf(new URLSearchParams("Authority=S000123"))).toBe("S000123");
    expect(trackingCodeOf(new URLSearchParams("ref=ABC&Authority=S000123"))).toBe("ABC");
  });

  it("PAY-38 is absent when the query has none", () => {
    expect(trackingCodeOf(new URLSearchParams(""))).toBeNull();
    expect(trackingCodeOf(new URLSearchParams("ref=%20"))).toBeNull();
  });
});

describe("why the failed page says the payment failed", () => {
  it("every reason the server gives is read back", () => {
    for (const reason of paymentFailureReasons) expect(failureReasonOf(new URLSearchParams({ reason }))).toBe(reason);
  });

  it("no reason, or one the page does not know, says nothing about why", () => {
    expect(failureReasonOf(new URLSearchParams("ref=ABC"))).toBeNull();
    expect(failureReasonOf(new URLSearchParams("reason=stolen"))).toBeNull();
    expect(failureReasonOf(new URLSearchParams("reason="))).toBeNull();
  });
});
