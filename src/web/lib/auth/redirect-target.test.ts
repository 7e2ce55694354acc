import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInPathFor } from "./redirect-target";

describe("returning after sign-in", () => {
  it("AUTH-24: a guarded page sends the visitor to /auth with the page to return to", () => {
    expect(signInPathFor("/dashboard")).toBe("/auth?redirect=/dashboard");
    expect(signInPathFor("/dashboard?tab=products")).toBe("/auth?redirect=/dashboard%3Ftab%3Dproducts");
  });

  it("AUTH-24: the page to return to survives the round trip", () => {
    const sent = new URL(signInPathFor("/dashboard?tab=products"), "http://localhost");
    expect(safeRedirectPath(sent.searchParams.get("redirect"))).toBe("/dashboard?tab=products");
  });

  it("only paths on this site are followed", () => {
    expect(safeRedirectPath("/adminto")).toBe("/adminto");
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath("https://evil.example/")).toBeNull();
    expect(safeRedirectPath("//evil.example/")).toBeNull();
    expect(safeRedirectPath("/\\evil.example/")).toBeNull();
    expect(safeRedirectPath("dashboard")).toBeNull();
    expect(safeRedirectPath("/auth?tab=signup")).toBeNull();
  });
});
