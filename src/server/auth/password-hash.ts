import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { hashPassword as betterAuthHash, verifyPassword as verifyBetterAuthHash } from "better-auth/crypto";
import { highestPasswordCost, lowestPasswordCost, standardPasswordCost } from "../config";

const blockSize = 16;
const parallelism = 1;
const keyLength = 64;

/** A hash made at another cost names its N, so it verifies whatever the setting is when it is read. */
const costedHash = /^scrypt-n(\d+):([0-9a-f]+):([0-9a-f]+)$/;

function scryptKey(password: string, salt: string, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { N: n, r: blockSize, p: parallelism, maxmem: 256 * n * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes and verifies passwords for Better Auth. At the standard cost it is Better Auth's own hashing
 * (`salt:key`), so the accounts made before this setting existed, and after, read the same; only another
 * cost makes a hash of its own form, with the same scrypt parameters but N.
 */
export function passwordHashing(cost: number) {
  return {
    async hash(password: string): Promise<string> {
      if (cost === standardPasswordCost) return betterAuthHash(password);
      const salt = randomBytes(16).toString("hex");
      const n = 2 ** cost;
      return `scrypt-n${n}:${salt}:${(await scryptKey(password, salt, n)).toString("hex")}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const costed = costedHash.exec(hash);
      if (!costed) return verifyBetterAuthHash({ hash, password });
      const [, written, salt, key] = costed as unknown as [string, string, string, string];
      const n = Number(written);
      if (!Number.isInteger(Math.log2(n)) || n < 2 ** lowestPasswordCost || n > 2 ** highestPasswordCost) {
        return false;
      }
      const expected = Buffer.from(key, "hex");
      const actual = await scryptKey(password, salt, n);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
