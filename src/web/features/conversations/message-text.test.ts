import { talkToPersonData } from "@shared/conversations";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { messageText } from "./message-text";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
    interpolation: { escapeValue: false },
  });
});

describe("a thread line in words (issue 37)", () => {
  it("a buyer's button press is said as one, the person button by its name", () => {
    expect(messageText(i18n.t, { from: "buyer", kind: "button", text: "p:0f0c" })).toBe("Pressed a button");
    expect(messageText(i18n.t, { from: "buyer", kind: "button", text: talkToPersonData })).toBe(
      "Pressed “Talk to a person”",
    );
  });

  it("a photo the buyer sent is said in words; anything written stays as written", () => {
    expect(messageText(i18n.t, { from: "buyer", kind: "text", text: "[photo]" })).toBe("Sent a photo");
    expect(messageText(i18n.t, { from: "bot", kind: "text", text: "[photo]" })).toBe("[photo]");
    expect(messageText(i18n.t, { from: "buyer", kind: "text", text: "سلام" })).toBe("سلام");
  });
});
