import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { ApiError } from "@/lib/api-error";
import { linkFailureMessage } from "./link-failure";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
    interpolation: { escapeValue: false },
  });
});

const bot = { bot_username: "gol_shop_bot" };
const notPostable = (params: Record<string, string>) =>
  new ApiError({ code: "channel_not_postable", status: 422, message: "The bot cannot post.", params });

describe("what a seller is told when a channel was not linked", () => {
  it("a bot that is not in the channel: add it as an administrator, naming the bot", () => {
    const message = linkFailureMessage(i18n.getFixedT("en"), notPostable({ reason: "bot_not_member" }), "en", bot);
    expect(message).toBe(
      "@gol_shop_bot is not in this channel. In the channel's settings, add the bot as an administrator with the “Post messages” right.",
    );
  });

  it("in Persian, the bot's @name stays whole inside the right-to-left sentence", () => {
    const message = linkFailureMessage(i18n.getFixedT("fa"), notPostable({ reason: "bot_cannot_post" }), "fa", bot);
    expect(message).toBe(
      "ربات \u2066@gol_shop_bot\u2069 مدیر کانال است اما اجازهٔ «ارسال پیام» ندارد. این اجازه را در دسترسی‌های مدیر روشن کنید.",
    );
  });

  it("a refusal of the platform's own is given in its words", () => {
    const error = notPostable({ reason: "refused", detail: "Bad Request: CHAT_ADMIN_REQUIRED" });
    expect(linkFailureMessage(i18n.getFixedT("en"), error, "en", bot)).toBe(
      "The messenger refused: Bad Request: CHAT_ADMIN_REQUIRED",
    );
  });

  it("a platform that did not answer: try again", () => {
    const error = new ApiError({ code: "bot_platform_unreachable", status: 502, message: "down" });
    expect(linkFailureMessage(i18n.getFixedT("en"), error, "en", bot)).toBe(
      "The messenger did not answer. Try again in a moment.",
    );
  });

  it("any other failure reads as the API's message for its code", () => {
    const limit = new ApiError({ code: "channel_limit_reached", status: 409, message: "full", params: { limit: 20 } });
    expect(linkFailureMessage(i18n.getFixedT("en"), limit, "en", bot)).toBe(
      "You can link at most 20 channels; unlink one first",
    );
    const unknownReason = notPostable({ reason: "moon_phase" });
    expect(linkFailureMessage(i18n.getFixedT("en"), unknownReason, "en", bot)).toBe(
      i18n.getFixedT("en")("errors.channel_not_postable"),
    );
  });
});
