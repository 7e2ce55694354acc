import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { ApiError } from "@/lib/api-error";
import { AiYourRefusal, aiYourFailureOf, errorMark } from "./ai-your-failure";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
  });
});

const apiError = (code: ConstructorParameters<typeof ApiError>[0]["code"], status: number, message = "server says") =>
  new ApiError({ code, status, message });

describe("ai-your failures", () => {
  it('YOUR-08: an AI failure says "error communicating with AI"', () => {
    expect(aiYourFailureOf(apiError("ai_unavailable", 502), i18n.t)).toEqual({
      kind: "failed",
      message: "error communicating with AI",
    });
    expect(aiYourFailureOf(apiError("network_failed", 0), i18n.t)).toEqual({
      kind: "failed",
      message: "error communicating with AI",
    });
    expect(aiYourFailureOf(new TypeError("boom"), i18n.t)).toEqual({
      kind: "failed",
      message: "error communicating with AI",
    });
  });

  it("YOUR-08: the server's own error is shown, in the interface language", () => {
    expect(aiYourFailureOf(apiError("rate_limited", 429), i18n.t)).toEqual({
      kind: "failed",
      message: fullCatalogs.en.errors.rate_limited,
    });
    expect(aiYourFailureOf(new AiYourRefusal("the model is busy"), i18n.t)).toEqual({
      kind: "failed",
      message: "the model is busy",
    });
    expect(aiYourFailureOf(new AiYourRefusal(undefined), i18n.t)).toEqual({
      kind: "failed",
      message: "error communicating with AI",
    });
  });

  it("YOUR-10: over the quota the plans message is shown instead", () => {
    expect(aiYourFailureOf(apiError("quota_exceeded", 402), i18n.t)).toEqual({ kind: "quota" });
  });

  it("YOUR-09: the failed reply starts with an error mark", () => {
    expect(errorMark).toBe("⚠️");
  });
});
