import { describe, expect, it } from "vitest";
import { maskSecret } from "./mask-secret";
import { createSecretBox } from "./secret-box";
import { type SecretKind, secretKinds } from "./secret-kind";
import { SecretUnreadableError } from "./secret-unreadable-error";

const appSecret = "a-test-app-secret-of-at-least-32-characters";
const box = createSecretBox(appSecret);

const samples: Record<SecretKind, string> = {
  "bot-token": "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw",
  "merchant-id": "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
  "whatsapp-token": "EAAGm0PX4ZCpsBAKZA7ZBZCWhatsAppToken9876",
  "whatsapp-app-secret": "0123456789abcdef0123456789abc1e2",
  "whatsapp-verify-token": "my-shop-verify-word-k9Zq",
  "instagram-token": "IGQVJYeUk4NjBInstagramLongLivedTokenWXyz",
  "card-number": "6037991234567890",
};

function expectUnreadable(open: () => string, reason?: SecretUnreadableError["reason"]) {
  try {
    open();
  } catch (error) {
    expect(error).toBeInstanceOf(SecretUnreadableError);
    if (reason) expect(error).toMatchObject({ reason });
    return;
  }
  expect.fail("the secret opened");
}

describe("sealing and opening seller secrets", () => {
  it.each(secretKinds)("a %s opens to what was sealed", (kind) => {
    const sealed = box.seal(kind, samples[kind]);
    expect(sealed).not.toContain(samples[kind]);
    expect(box.open(kind, sealed)).toBe(samples[kind]);
  });

  it("Persian and other Unicode text survives the round trip", () => {
    const text = "توکن فروشگاهِ من ۱۲۳۴ — 🤖 ñ";
    expect(box.open("whatsapp-token", box.seal("whatsapp-token", text))).toBe(text);
  });

  it("the stored form is one versioned line of text", () => {
    expect(box.seal("bot-token", samples["bot-token"])).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
  });

  it("sealing the same secret twice gives two different texts (a fresh IV each time)", () => {
    const first = box.seal("bot-token", samples["bot-token"]);
    const second = box.seal("bot-token", samples["bot-token"]);
    expect(first).not.toBe(second);
    expect(first.split(".")[1]).not.toBe(second.split(".")[1]);
  });

  it("a box made again from the same app secret opens what the first one sealed", () => {
    const sealed = box.seal("merchant-id", samples["merchant-id"]);
    expect(createSecretBox(appSecret).open("merchant-id", sealed)).toBe(samples["merchant-id"]);
  });

  it("an empty secret and a short app secret are refused", () => {
    expect(() => box.seal("bot-token", "")).toThrow(RangeError);
    expect(() => createSecretBox("too-short")).toThrow(RangeError);
  });
});

describe("a sealed secret that was changed or misused does not open", () => {
  const sealed = box.seal("bot-token", samples["bot-token"]);
  const parts = sealed.split(".");

  it.each([
    ["iv", 1],
    ["ciphertext", 2],
    ["tag", 3],
  ])("a changed character in the %s is refused", (_name, index) => {
    for (const position of [0, Math.floor(parts[index].length / 2), parts[index].length - 1]) {
      const part = parts[index];
      const swapped = part[position] === "A" ? "B" : "A";
      const changed = parts.with(index, part.slice(0, position) + swapped + part.slice(position + 1)).join(".");
      expectUnreadable(() => box.open("bot-token", changed));
    }
  });

  it("a changed version is refused", () => {
    expectUnreadable(() => box.open("bot-token", parts.with(0, "v2").join(".")), "unknown-version");
  });

  it.each([
    ["empty", ""],
    ["a plain token", samples["bot-token"]],
    ["a missing part", parts.slice(0, 3).join(".")],
    ["an extra part", `${sealed}.AAAA`],
    ["padding", `${sealed}==`],
    ["a foreign character", parts.with(2, `${parts[2]}!`).join(".")],
    ["a shortened tag", parts.with(3, parts[3].slice(0, 20)).join(".")],
    ["a shortened ciphertext", parts.with(2, parts[2].slice(0, -2)).join(".")],
  ])("text with %s is refused as malformed", (_name, text) => {
    expectUnreadable(() => box.open("bot-token", text));
  });

  it("a secret sealed for one kind does not open as any other kind", () => {
    for (const sealedKind of secretKinds) {
      const text = box.seal(sealedKind, samples[sealedKind]);
      for (const openKind of secretKinds.filter((kind) => kind !== sealedKind)) {
        expectUnreadable(() => box.open(openKind, text), "not-authentic");
      }
    }
  });

  it("a secret sealed under another app secret does not open", () => {
    const other = createSecretBox("another-app-secret-of-at-least-32-chars");
    expectUnreadable(() => other.open("bot-token", sealed), "not-authentic");
  });

  it("the error names neither the secret nor the sealed text", () => {
    expect(() => box.open("merchant-id", sealed)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(parts[2]) }),
    );
    expect(() => box.open("merchant-id", sealed)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("123456789") }),
    );
  });
});

describe("what the browser may see of a secret", () => {
  it("a bot token shows its bot id and last four characters", () => {
    expect(maskSecret("bot-token", samples["bot-token"])).toBe("123456789:••••Dsaw");
  });

  it("a card number shows the first six and the last four, grouped by four", () => {
    expect(maskSecret("card-number", "6037-9912-3456-7890")).toBe("6037 99•• •••• 7890");
  });

  it("SET-12 a merchant id shows only its first eight and last eight characters", () => {
    expect(maskSecret("merchant-id", samples["merchant-id"])).toBe("3f2504e0••••e82c3301");
  });

  it("WhatsApp and Instagram tokens show their last four characters", () => {
    expect(maskSecret("whatsapp-token", samples["whatsapp-token"])).toBe("••••9876");
    expect(maskSecret("instagram-token", samples["instagram-token"])).toBe("••••WXyz");
    expect(maskSecret("whatsapp-app-secret", samples["whatsapp-app-secret"])).toBe("••••c1e2");
  });

  // What each mask must hide: everything but the parts the rules above allow.
  const hiddenMiddles: Record<SecretKind, string> = {
    "bot-token": "AAHdqTcvCH1vGWJxfSeofSAs0K5PAL",
    "merchant-id": "-4f89-11d3-9a0c-0305",
    "whatsapp-token": "EAAGm0PX4ZCpsBAKZA7ZBZCWhatsAppToken",
    "whatsapp-app-secret": "0123456789abcdef0123456789abc",
    "whatsapp-verify-token": "my-shop-verify-word-",
    "instagram-token": "IGQVJYeUk4NjBInstagramLongLivedToken",
    "card-number": "123456",
  };

  it.each(secretKinds)("a %s mask shows no four characters of the hidden middle", (kind) => {
    const shown = maskSecret(kind, samples[kind]).replace(/[\s•]/g, "");
    const middle = hiddenMiddles[kind];
    for (let start = 0; start + 4 <= middle.length; start++) {
      expect(shown).not.toContain(middle.slice(start, start + 4));
    }
  });

  it("a value too short to hide a middle is masked whole", () => {
    expect(maskSecret("bot-token", "123:abc")).toBe("123:••••");
    expect(maskSecret("instagram-token", "short")).toBe("••••");
    expect(maskSecret("merchant-id", "short-id")).toBe("••••");
    expect(maskSecret("card-number", "1234")).toBe("••••");
  });
});
