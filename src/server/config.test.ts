import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs on the embedded defaults with no variable set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: "./data", databaseUrl: undefined, ai: undefined });
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.trustedOrigins).toEqual(["http://localhost:3000", "http://127.0.0.1:3000"]);
  });

  it("trusts only APP_URL when it is set", () => {
    const config = loadConfig({ APP_URL: "https://app.example.ir/", PORT: "8080" });
    expect(config.appUrl).toBe("https://app.example.ir");
    expect(config.trustedOrigins).toEqual(["https://app.example.ir"]);
  });

  it("fails fast, naming every wrong variable", () => {
    expect(() => loadConfig({ PORT: "seventy", DATABASE_URL: "not a url", APP_SECRET: "short" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "seventy", APP_SECRET: "short" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/APP_SECRET must be at least 32 characters/);
    }
  });

  it("needs AI_BASE_URL and AI_MODEL together", () => {
    expect(() => loadConfig({ AI_BASE_URL: "http://127.0.0.1:9999/v1" })).toThrow(/together/);
    expect(loadConfig({ AI_BASE_URL: "http://127.0.0.1:9999/v1", AI_MODEL: "m" }).ai?.model).toBe("m");
  });

  it("DESIGN 17: TELEGRAM_BOT_TOKEN switches the assistant bot on, at TELEGRAM_API_ROOT, and a malformed one stops the start", () => {
    const token = `123456:${"A".repeat(35)}`;
    expect(loadConfig({}).assistantBot).toBeUndefined();
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: "http://127.0.0.1:9/" }).assistantBot).toEqual({
      token,
      apiRoot: "http://127.0.0.1:9",
    });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: "123456:short" })).toThrow(/TELEGRAM_BOT_TOKEN/);
  });

  it("reads ADMIN_EMAILS as a lower-cased list", () => {
    expect(loadConfig({ ADMIN_EMAILS: " Boss@Example.com, ,two@example.com" }).adminEmails).toEqual([
      "boss@example.com",
      "two@example.com",
    ]);
  });

  it("PAY-16 the simulated checkout runs outside production, and in production only with PAYMENTS_SANDBOX=true", () => {
    expect(loadConfig({}).payments).toEqual({ mode: "sandbox" });
    expect(loadConfig({ NODE_ENV: "production" }).payments.mode).toBe("disabled");
    expect(loadConfig({ NODE_ENV: "production", PAYMENTS_SANDBOX: "true" }).payments).toEqual({ mode: "sandbox" });
  });

  it("PAY-17 a merchant id switches to Zarinpal, on its sandbox host when asked", () => {
    const merchantId = "6b0ba6a5-3d8f-4a55-9d5e-0d6f1e2a7c11";
    expect(loadConfig({ ZARINPAL_MERCHANT_ID: merchantId }).payments).toEqual({
      mode: "zarinpal",
      merchantId,
      apiRoot: "https://payment.zarinpal.com",
    });
    expect(loadConfig({ ZARINPAL_MERCHANT_ID: merchantId, ZARINPAL_SANDBOX: "true" }).payments).toMatchObject({
      apiRoot: "https://sandbox.zarinpal.com",
    });
  });

  it("DESIGN 23: buyers pay sellers' real gateways everywhere but a keyless machine outside production, PAYMENTS_SANDBOX or not", () => {
    expect(loadConfig({}).shopPayments).toEqual({ mode: "sandbox" });
    const real = { mode: "zarinpal", apiRoot: "https://payment.zarinpal.com" };
    expect(loadConfig({ NODE_ENV: "production" }).shopPayments).toEqual(real);
    expect(loadConfig({ NODE_ENV: "production", PAYMENTS_SANDBOX: "true" }).shopPayments).toEqual(real);
    expect(loadConfig({ ZARINPAL_API_ROOT: "http://127.0.0.1:9999" }).shopPayments).toEqual({
      mode: "zarinpal",
      apiRoot: "http://127.0.0.1:9999",
    });
    expect(
      loadConfig({ ZARINPAL_MERCHANT_ID: "6b0ba6a5-3d8f-4a55-9d5e-0d6f1e2a7c11", ZARINPAL_SANDBOX: "true" })
        .shopPayments,
    ).toEqual({ mode: "zarinpal", apiRoot: "https://sandbox.zarinpal.com" });
  });

  it("DESIGN d18: a merchant id that is not the 36-character UUID form stops the start", () => {
    expect(() => loadConfig({ ZARINPAL_MERCHANT_ID: "12345" })).toThrow(ConfigError);
  });
});
