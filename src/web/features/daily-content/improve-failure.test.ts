import { describe, expect, it } from "vitest";
import { ApiError, type ClientErrorCode } from "@/lib/api-error";
import { improveFailureOf } from "./improve-failure";

const failed = (code: ClientErrorCode, status: number) => new ApiError({ code, status, message: code });

describe("how the content assistant answers a failed improvement", () => {
  it("DAILY-23: an error answered by the server gets the server-error answer", () => {
    expect(improveFailureOf(failed("ai_unavailable", 502))).toEqual({ kind: "serverError" });
    expect(improveFailureOf(failed("not_found", 404))).toEqual({ kind: "serverError" });
    expect(improveFailureOf(failed("internal_error", 500))).toEqual({ kind: "serverError" });
  });

  it("DAILY-25: a request that never reached the server gets the connection answer", () => {
    expect(improveFailureOf(failed("network_failed", 0))).toEqual({ kind: "networkError" });
  });

  it("a user out of AI messages is pointed to the plans", () => {
    expect(improveFailureOf(failed("quota_exceeded", 402))).toEqual({ kind: "quota" });
  });

  it("a user sending too fast is asked to wait", () => {
    expect(improveFailureOf(failed("rate_limited", 429))).toEqual({ kind: "rateLimited" });
  });

  it("content edited while the AI was thinking gets its own answer", () => {
    expect(improveFailureOf(failed("content_changed", 409))).toEqual({ kind: "contentChanged" });
  });

  it("a failure that is not an API error reads as a server error", () => {
    expect(improveFailureOf(new Error("boom"))).toEqual({ kind: "serverError" });
  });
});
