import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { allowanceNote } from "./ai-allowance";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
  });
});

const free = (remaining: number) => ({ limit: 3, remaining, period: "day" as const });
const eco = (remaining: number) => ({ limit: 100, remaining, period: "month" as const });
const shared = "shared by the chat, your intelligence and the content assistant";

describe("the note on the shared AI allowance", () => {
  it("CHAT-24 a free user reads what is left of today's messages and where they are spent, with the upgrade link", () => {
    expect(allowanceNote(free(2), i18n.getFixedT("en"), "en")).toEqual({
      text: `2 of 3 free AI messages left today — ${shared}`,
      usedUp: false,
      offerUpgrade: true,
    });
  });

  it("in Persian the counts are written in Persian digits", () => {
    const note = allowanceNote(free(2), i18n.getFixedT("fa"), "fa");
    expect(note?.text).toBe("۲ از ۳ پیام رایگان هوش مصنوعی امروز باقی مانده — مشترک میان چت، هوش شما و دستیار محتوا");
    expect(allowanceNote(eco(87), i18n.getFixedT("fa"), "fa")?.text).toMatch(/^۸۷ از ۱۰۰ پیام هوش مصنوعی این ماه/);
  });

  it("CHAT-26 an Eco subscriber counts the month, without an upgrade link until it is spent", () => {
    expect(allowanceNote(eco(87), i18n.getFixedT("en"), "en")).toEqual({
      text: `87 of 100 AI messages left this month — ${shared}`,
      usedUp: false,
      offerUpgrade: false,
    });
    expect(allowanceNote(eco(0), i18n.getFixedT("en"), "en")).toMatchObject({ usedUp: true, offerUpgrade: true });
  });

  it("with none left the note says so and why sending is off", () => {
    const note = allowanceNote(free(0), i18n.getFixedT("en"), "en");
    expect(note).toMatchObject({ usedUp: true, offerUpgrade: true });
    expect(note?.text).toMatch(/^You have used today's 3 free AI messages \(shared by the chat/);
    expect(allowanceNote(free(0), i18n.getFixedT("fa"), "fa")?.text).toMatch(/^هر ۳ پیام رایگان/);
  });

  it("CHAT-27 an unlimited plan has nothing to count", () => {
    expect(allowanceNote({ limit: null, remaining: null, period: "month" }, i18n.getFixedT("en"), "en")).toBeNull();
  });
});
