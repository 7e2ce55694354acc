import { whatsappMessageSources, whatsappMessageStatuses, whatsappSendErrors } from "@shared/whatsapp";
import { describe, expect, it } from "vitest";
import { whatsappCatalog } from "./catalog";

const keysOf = (catalog: object, prefix = ""): string[] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const { fa, en } = whatsappCatalog;

describe("the WhatsApp page's messages", () => {
  it("Persian and English have the same keys", () => {
    expect(keysOf(en)).toEqual(keysOf(fa));
  });

  it("the page is named as the menu names it", () => {
    expect(en.whatsapp.title).toBe("WhatsApp bot");
    expect(fa.whatsapp.title).toBe("ربات واتساپ");
  });

  it("WA-02: a sent test message says 'message sent', in 000 §8's words for the admin's resend", () => {
    expect(en.whatsapp.test.sent).toBe("message sent");
    expect(fa.whatsapp.test.sent).toBe("پیام ارسال شد");
  });

  it("WA-03: every outgoing message says who sent it and how far it got, and a failure why", () => {
    for (const locale of [fa, en]) {
      const { sources, statuses } = locale.whatsapp.thread;
      expect(Object.keys(sources).sort()).toEqual(whatsappMessageSources.filter((s) => s !== "customer").sort());
      expect(Object.keys(statuses).sort()).toEqual(whatsappMessageStatuses.filter((s) => s !== "received").sort());
      expect(Object.keys(locale.whatsapp.sendErrors).sort()).toEqual([...whatsappSendErrors].sort());
    }
  });

  it("the closed 24-hour window is explained in the brief's words", () => {
    expect(en.whatsapp.thread.windowClosed).toBe(
      "More than 24 hours since the customer's last message: WhatsApp only allows a template message now.",
    );
    expect(en.whatsapp.conversations.empty).toBe(
      "No messages yet. When a customer writes to your number, the conversation appears here.",
    );
  });
});
