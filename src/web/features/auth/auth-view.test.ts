import { describe, expect, it } from "vitest";
import { authScreenParams, authViewOf } from "./auth-view";

const view = (query: string) => authViewOf(new URLSearchParams(query));

describe("the screens of /auth", () => {
  it("AUTH-01: without a query the sign-in tab shows; tab=signup shows sign-up", () => {
    expect(view("")).toEqual({ kind: "tabs", tab: "signin" });
    expect(view("tab=signup")).toEqual({ kind: "tabs", tab: "signup" });
  });

  it("PROF-37: the reset e-mail's link (?token=) opens the new-password form", () => {
    expect(view("token=abc123&tab=signup")).toEqual({ kind: "resetPassword", token: "abc123" });
  });

  it("PROF-37: an expired link (?error=INVALID_TOKEN) says so and offers a new e-mail", () => {
    expect(view("error=INVALID_TOKEN")).toEqual({ kind: "resetLinkInvalid" });
  });

  it("the sign-in tab's forgot-password link opens the e-mail request form", () => {
    expect(view("tab=forgot-password")).toEqual({ kind: "forgotPassword" });
  });

  it("moving between screens drops the used token and keeps where the user was heading", () => {
    const from = new URLSearchParams("token=abc&redirect=/profile");
    expect(authScreenParams(from, "signin").toString()).toBe("redirect=%2Fprofile&tab=signin");
    expect(authScreenParams(from, "reset-link-invalid").toString()).toBe("redirect=%2Fprofile&error=INVALID_TOKEN");
  });
});
