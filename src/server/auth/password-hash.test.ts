import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, standardPasswordCost } from "../config";
import { passwordHashing } from "./password-hash";

describe("password hashes", () => {
  it("at the standard cost a hash is Better Auth's own, so accounts made before and after read the same", async () => {
    const standard = passwordHashing(standardPasswordCost);
    const ours = await standard.hash("Secret-پسورد۱");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: "Secret-پسورد۱" })).toBe(true);
    const theirs = await betterAuthHash("an older account");
    expect(await standard.verify({ hash: theirs, password: "an older account" })).toBe(true);
    expect(await standard.verify({ hash: theirs, password: "an older accounT" })).toBe(false);
  });

  it("a hash made at a lower cost names it, and still verifies once the setting is back at the standard", async () => {
    const cheap = await passwordHashing(10).hash("secret123");
    expect(cheap).toMatch(/^scrypt-n1024:/);
    const standard = passwordHashing(standardPasswordCost);
    expect(await standard.verify({ hash: cheap, password: "secret123" })).toBe(true);
    expect(await standard.verify({ hash: cheap, password: "secret124" })).toBe(false);
  });

  it("a stored hash with a cost that is not a power of two, or out of range, never verifies", async () => {
    const cheap = await passwordHashing(10).hash("secret123");
    const hashing = passwordHashing(standardPasswordCost);
    for (const n of ["1000", "512", String(2 ** 21)]) {
      expect(await hashing.verify({ hash: cheap.replace("n1024", `n${n}`), password: "secret123" }), n).toBe(false);
    }
  });

  it("production refuses a cost below the standard; elsewhere it defaults to the standard", () => {
    const production = { NODE_ENV: "production", PAYMENTS_SANDBOX: "true" };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: "10" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: "10" })).toThrow(/PASSWORD_HASH_COST/);
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: "15" }).passwordHashCost).toBe(15);
    expect(loadConfig({}).passwordHashCost).toBe(standardPasswordCost);
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "10" }).passwordHashCost).toBe(10);
  });
});
