import { createHash, timingSafeEqual } from "node:crypto";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether a secret someone sent is the expected one, compared in constant time as hashes of equal length,
 * so neither its characters nor its length can be learnt from how long the answer takes.
 */
export function sameSecret(expected: string, given: string): boolean {
  return timingSafeEqual(sha256(expected), sha256(given));
}
