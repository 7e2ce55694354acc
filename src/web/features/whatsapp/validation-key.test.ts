import { whatsappConnectSchema, whatsappReplySchema, whatsappTestSchema } from "@shared/whatsapp";
import { describe, expect, it } from "vitest";
import { whatsappCatalog } from "./catalog";
import { whatsappValidationKey } from "./validation-key";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the WhatsApp forms' messages", () => {
  it("every message the shared schemas give has a text in both languages", () => {
    const messages = [
      ...messagesOf(whatsappConnectSchema.safeParse({ phone_number_id: "", access_token: "", app_secret: "" })),
      ...messagesOf(
        whatsappConnectSchema.safeParse({
          phone_number_id: "12ab",
          access_token: "short",
          app_secret: "xyz",
          verify_token: "no",
        }),
      ),
      ...messagesOf(whatsappReplySchema.safeParse({ text: " " })),
      ...messagesOf(whatsappReplySchema.safeParse({ text: "a".repeat(5000) })),
      ...messagesOf(whatsappTestSchema.safeParse({ user_name: "", user_phone: "0912" })),
      ...messagesOf(whatsappTestSchema.safeParse({ user_name: "a".repeat(101), user_phone: "09121234567" })),
    ];
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) {
      const key = whatsappValidationKey(message);
      expect(key, message).not.toBe("invalid");
      expect(whatsappCatalog.fa.whatsapp.validation[key]).toBeTruthy();
      expect(whatsappCatalog.en.whatsapp.validation[key]).toBeTruthy();
    }
  });

  it("a message the catalogue does not know reads as 'not valid'", () => {
    expect(whatsappValidationKey("Invalid input: expected string")).toBe("invalid");
  });

  it("WA-02: the test message takes a name and an Iranian mobile in either form and either digit system", () => {
    expect(whatsappTestSchema.safeParse({ user_name: "سارا", user_phone: "۰۹۱۲۱۲۳۴۵۶۷" }).success).toBe(true);
    expect(whatsappTestSchema.safeParse({ user_name: "Sara", user_phone: "+989121234567" }).success).toBe(true);
    expect(messagesOf(whatsappTestSchema.safeParse({ user_name: "Sara", user_phone: "12345" }))).toEqual([
      "phoneInvalid",
    ]);
  });
});
