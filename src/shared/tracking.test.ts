import { describe, expect, it } from "vitest";
import { orderStatusChangeSchema } from "./orders";
import { shippingPresets } from "./shipping";
import {
  defaultCarrier,
  needsTrackingCode,
  orderTracking,
  trackingCarrierNames,
  trackingCarriers,
  trackingInputSchema,
  trackingUrl,
} from "./tracking";

const code = "123456789012345678901234";
const messagesOf = (schema: typeof trackingInputSchema | typeof orderStatusChangeSchema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ?? [];

describe("ISSUE36-TRACKING a tracking code as the seller types it", () => {
  it("an Iran Post code is 24 digits, Persian or Latin, with spaces and dashes removed", () => {
    for (const typed of [
      code,
      "۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹۰۱۲۳۴",
      " 1234-5678-9012 3456 7890 1234 ",
      "١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦٧٨٩٠١٢٣٤",
    ]) {
      expect(trackingInputSchema.parse({ carrier: "iran_post", tracking_code: typed })).toEqual({
        carrier: "iran_post",
        tracking_code: code,
      });
    }
    for (const typed of [code.slice(1), `${code}5`, `${code.slice(1)}a`, "abc"]) {
      expect(messagesOf(trackingInputSchema, { carrier: "iran_post", tracking_code: typed })).toEqual([
        "tracking_code:iranPostCodeInvalid",
      ]);
    }
  });

  it("a Tipax or other code is the seller's one line of text, trimmed, its digits Latin, at most 100 characters", () => {
    expect(trackingInputSchema.parse({ carrier: "tipax", tracking_code: " TPX-۹۸۲۳ " }).tracking_code).toBe("TPX-9823");
    expect(trackingInputSchema.parse({ carrier: "other", tracking_code: "پیک علی ۰۹۱۲" }).tracking_code).toBe(
      "پیک علی 0912",
    );
    expect(messagesOf(trackingInputSchema, { carrier: "tipax", tracking_code: "x".repeat(101) })).toEqual([
      "tracking_code:codeTooLong",
    ]);
    expect(messagesOf(trackingInputSchema, { carrier: "other", tracking_code: "   " })).toEqual([
      "tracking_code:codeRequired",
    ]);
  });

  it("refuses control characters and a second line, for every carrier, with one message", () => {
    for (const carrier of trackingCarriers) {
      for (const typed of ["12\u0000", "12\u0007 34", "12\n34", "12\t34"]) {
        expect(messagesOf(trackingInputSchema, { carrier, tracking_code: typed })).toEqual([
          "tracking_code:invalidCharacters",
        ]);
      }
    }
    expect(messagesOf(trackingInputSchema, { carrier: "dhl", tracking_code: "1" })).toEqual([
      "carrier:carrierRequired",
    ]);
  });

  it("a status change carries a carrier and a code together, and only to shipped", () => {
    expect(orderStatusChangeSchema.parse({ to: "shipped" })).toEqual({ to: "shipped" });
    expect(orderStatusChangeSchema.parse({ to: "shipped", carrier: "iran_post", tracking_code: ` ${code} ` })).toEqual({
      to: "shipped",
      carrier: "iran_post",
      tracking_code: code,
    });
    expect(messagesOf(orderStatusChangeSchema, { to: "shipped", carrier: "tipax" })).toEqual([
      "tracking_code:codeRequired",
    ]);
    expect(messagesOf(orderStatusChangeSchema, { to: "shipped", tracking_code: "1" })).toEqual([
      "carrier:carrierRequired",
    ]);
    expect(messagesOf(orderStatusChangeSchema, { to: "shipped", carrier: "iran_post", tracking_code: "12" })).toEqual([
      "tracking_code:iranPostCodeInvalid",
    ]);
    expect(messagesOf(orderStatusChangeSchema, { to: "delivered", carrier: "tipax", tracking_code: "1" })).toEqual([
      "tracking_code:onlyWhenShipped",
    ]);
  });
});

describe("ISSUE36-TRACKING carriers and their tracking pages", () => {
  it("links Iran Post and Tipax codes to their pages; a code a link cannot carry gets the page; other has none", () => {
    expect(trackingUrl("iran_post", code)).toBe(`https://tracking.post.ir/?id=${code}`);
    expect(trackingUrl("tipax", "TPX-9823")).toBe("https://tipaxco.com/tracking?id=TPX-9823");
    expect(trackingUrl("tipax", "12 34&x=1")).toBe("https://tipaxco.com/tracking");
    expect(trackingUrl("other", "Ali")).toBeNull();
  });

  it("the order's method picks the carrier and whether a code is needed", () => {
    const picked = Object.fromEntries(
      shippingPresets.map((preset) => [preset, [defaultCarrier(preset), needsTrackingCode(preset)]]),
    );
    expect(picked).toEqual({
      post_pishtaz: ["iran_post", true],
      post_sefareshi: ["iran_post", true],
      tipax: ["tipax", true],
      courier: ["other", false],
      pickup: ["other", false],
      custom: ["other", false],
    });
    expect([defaultCarrier(null), needsTrackingCode(null)]).toEqual(["other", false]);
  });

  it("the stored carrier and code read as the API's tracking; none without a code, an unknown carrier as other", () => {
    expect(orderTracking("iran_post", code)).toEqual({
      carrier: "iran_post",
      code,
      url: `https://tracking.post.ir/?id=${code}`,
    });
    expect(orderTracking("fedex", "X1")).toEqual({ carrier: "other", code: "X1", url: null });
    expect(orderTracking(null, null)).toBeNull();
    expect(orderTracking("tipax", null)).toBeNull();
  });

  it("names each carrier in both languages", () => {
    for (const names of Object.values(trackingCarrierNames)) {
      for (const carrier of trackingCarriers) expect(names[carrier]).not.toBe("");
    }
  });
});
