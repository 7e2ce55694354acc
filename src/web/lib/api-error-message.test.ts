import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { ApiError } from "./api-error";
import { apiErrorMessage } from "./api-error-message";

beforeAll(async () => {
  await i18n.init({
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
    lng: "fa",
    interpolation: { escapeValue: false },
  });
});

const planFull = new ApiError({
  code: "plan_limit_reached",
  status: 403,
  message: "",
  params: { current: "free", limit: 1, plan: "pro" },
});

describe("the message of a refused call", () => {
  it("names the plans and writes the limit in Persian digits in Persian", () => {
    const message = apiErrorMessage(i18n.getFixedT("fa"), planFull, "fa");
    expect(message).toContain("رایگان");
    expect(message).toContain("پرو");
    expect(message).toContain("۱");
    expect(message).not.toMatch(/[0-9]/);
  });

  it("names the plans in English in English", () => {
    expect(apiErrorMessage(i18n.getFixedT("en"), planFull, "en")).toBe(
      "Your Free plan allows 1; the Pro plan allows more",
    );
  });
});
