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

  it("reads ADMIN_EMAILS as a lower-cased list", () => {
    expect(loadConfig({ ADMIN_EMAILS: " Boss@Example.com, ,two@example.com" }).adminEmails).toEqual([
      "boss@example.com",
      "two@example.com",
    ]);
  });
});
