import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { sendFailureOf } from "./send-failure";

const apiError = (code: ConstructorParameters<typeof ApiError>[0]["code"], status: number, issues = []) =>
  new ApiError({ code, status, message: code, issues });

describe("how the chat answers a failed send", () => {
  it("CHAT-29: the quota error brings the plans message", () => {
    expect(sendFailureOf(apiError("quota_exceeded", 402))).toEqual({ kind: "quota" });
  });

  it("CHAT-33, CHAT-34: a failing connection or AI is an AI failure", () => {
    expect(sendFailureOf(apiError("network_failed", 0))).toEqual({ kind: "unavailable" });
    expect(sendFailureOf(apiError("internal_error", 500))).toEqual({ kind: "unavailable" });
    expect(sendFailureOf(new TypeError("network error"))).toEqual({ kind: "unavailable" });
  });

  it("CHAT-17: a refused blank message says why", () => {
    const error = new ApiError({
      code: "validation_failed",
      status: 400,
      message: "invalid",
      issues: [{ path: "content", message: "messageBlank" }],
    });
    expect(sendFailureOf(error)).toEqual({ kind: "refused", messageKey: "chat.errors.messageBlank" });
  });

  it("the rate limit is refused with its own message", () => {
    expect(sendFailureOf(apiError("rate_limited", 429))).toEqual({
      kind: "refused",
      messageKey: "errors.rate_limited",
    });
  });
});
