import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { SecretKind } from "./secret-kind";
import { SecretUnreadableError } from "./secret-unreadable-error";

/** Seals and opens seller secrets (DESIGN 19); the sealed text fits a text column. */
export interface SecretBox {
  seal(kind: SecretKind, plaintext: string): string;
  /** Throws SecretUnreadableError on tampering, the wrong kind or the wrong app secret. */
  open(kind: SecretKind, sealed: string): string;
}

const version = "v1";
const ivBytes = 12;
const tagBytes = 16;
const minAppSecretLength = 32;
// Fixed salt: the app secret is already high-entropy; the salt only separates this use from others.
const hkdfSalt = "seller-secrets";
const base64url = /^[A-Za-z0-9_-]+$/;

/** Stored form: `v1.<iv>.<ciphertext>.<tag>`, each part base64url without padding. */
export function createSecretBox(appSecret: string): SecretBox {
  if (appSecret.length < minAppSecretLength) {
    throw new RangeError(`The app secret must be at least ${minAppSecretLength} characters`);
  }
  const keys = new Map<SecretKind, Buffer>();
  const keyFor = (kind: SecretKind) => {
    let key = keys.get(kind);
    if (!key) {
      key = Buffer.from(hkdfSync("sha256", appSecret, hkdfSalt, `${version}:${kind}`, 32));
      keys.set(kind, key);
    }
    return key;
  };

  return {
    seal(kind, plaintext) {
      if (plaintext.length === 0) throw new RangeError("An empty secret cannot be sealed");
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv("aes-256-gcm", keyFor(kind), iv, { authTagLength: tagBytes });
      cipher.setAAD(Buffer.from(`${version}:${kind}`));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [version, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },

    open(kind, sealed) {
      const { iv, ciphertext, tag } = parseSealed(sealed);
      const decipher = createDecipheriv("aes-256-gcm", keyFor(kind), iv, { authTagLength: tagBytes });
      decipher.setAAD(Buffer.from(`${version}:${kind}`));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
      } catch (error) {
        throw new SecretUnreadableError("not-authentic", { cause: error });
      }
    },
  };
}

function parseSealed(sealed: string) {
  const parts = sealed.split(".");
  if (parts[0] !== version) {
    throw new SecretUnreadableError(
      base64url.test(parts[0] ?? "") && parts.length === 4 ? "unknown-version" : "malformed",
    );
  }
  const [, iv, ciphertext, tag] = parts.map(decodeCanonical);
  if (parts.length !== 4 || !iv || !ciphertext || !tag || iv.length !== ivBytes || tag.length !== tagBytes) {
    throw new SecretUnreadableError("malformed");
  }
  return { iv, ciphertext, tag };
}

// Node's decoder skips foreign characters and ignores spare bits; only the exact text we wrote is accepted.
function decodeCanonical(part: string): Buffer | undefined {
  if (!base64url.test(part)) return undefined;
  const bytes = Buffer.from(part, "base64url");
  return bytes.toString("base64url") === part ? bytes : undefined;
}
