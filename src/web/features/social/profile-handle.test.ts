import { describe, expect, it } from "vitest";
import { profileHandle } from "./profile-handle";

describe("a profile's handle in a sentence", () => {
  it("is isolated in Persian, so the @ stays before the Latin name", () => {
    expect(profileHandle("rose.shop", "fa")).toBe("\u2066@rose.shop\u2069");
  });

  it("is plain in English", () => {
    expect(profileHandle("rose.shop", "en")).toBe("@rose.shop");
  });
});
