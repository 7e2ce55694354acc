import { supportMessageSchema } from "@shared/support";
import { describe, expect, it } from "vitest";
import { validationKey } from "./validation-key";

const valid = { kind: "contact", name: "Sara", email: "sara@example.com", subject: "Hello", message: "Hi" } as const;
function firstMessage(input: Record<string, string>): string {
  const parsed = supportMessageSchema.safeParse({ ...valid, ...input });
  return parsed.success ? "" : (parsed.error.issues[0]?.message ?? "");
}

describe("the support form's messages", () => {
  it("STAT-06 STAT-11 a blank name, subject or message reads 'required'; a blank e-mail asks for an address", () => {
    for (const field of ["name", "subject", "message"]) {
      expect(validationKey(firstMessage({ [field]: "   " })), field).toBe("required");
    }
    expect(validationKey(firstMessage({ email: "" }))).toBe("emailInvalid");
  });

  it("STAT-12 an e-mail that is not an address, or longer than 255 characters, gets its own message", () => {
    expect(validationKey(firstMessage({ email: "not-an-address" }))).toBe("emailInvalid");
    expect(validationKey(firstMessage({ email: `${"a".repeat(250)}@example.com` }))).toBe("emailTooLong");
  });

  it("a message no schema gives reads as 'invalid', never as a raw key", () => {
    expect(validationKey("Invalid input: expected string, received undefined")).toBe("invalid");
  });
});
