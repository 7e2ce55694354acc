import { blockUserSchema } from "@shared/admin";
import { whatsappTestSchema } from "@shared/whatsapp";
import { describe, expect, it } from "vitest";
import { adminValidationKey } from "./validation-message";

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? "";

describe("the admin forms' messages", () => {
  it("a blank reason asks for one", () => {
    const message = messageOf(blockUserSchema.safeParse({ reason: "   " }));
    expect(adminValidationKey(message, "tooLong")).toBe("admin.validation.reasonRequired");
  });

  it("a reason over 500 characters is too long", () => {
    const message = messageOf(blockUserSchema.safeParse({ reason: "x".repeat(501) }));
    expect(adminValidationKey(message, "reasonRequired")).toBe("admin.validation.tooLong");
  });

  it("the WhatsApp test needs a name and an Iranian mobile number", () => {
    const blankName = messageOf(whatsappTestSchema.safeParse({ user_name: "", user_phone: "09121234567" }));
    expect(adminValidationKey(blankName, "tooLong")).toBe("admin.validation.nameRequired");
    const landline = messageOf(whatsappTestSchema.safeParse({ user_name: "Sara", user_phone: "02112345678" }));
    expect(adminValidationKey(landline, "nameRequired")).toBe("admin.validation.phoneInvalid");
  });

  it("a message the catalogue does not know reads as the field's usual one", () => {
    expect(adminValidationKey("Invalid input: expected string", "phoneInvalid")).toBe("admin.validation.phoneInvalid");
  });
});
