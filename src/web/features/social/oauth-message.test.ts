import { describe, expect, it, vi } from "vitest";
import { openerOf, postToOpener, readOauthMessage } from "./oauth-message";

const origin = "https://shop.example";
const profile = {
  id: "8d7f2c1e-0000-4000-8000-000000000001",
  platform: "instagram",
  username: "rose.shop",
  follower_count: 1200,
  link: "https://instagram.com/rose.shop",
  created_at: "2026-01-01T00:00:00.000Z",
};

describe("the popup's report to its opener", () => {
  it("SOC-08 SOC-10 a success is posted with the profile, to the page's own origin only", () => {
    const opener = { postMessage: vi.fn() };
    postToOpener(opener, { type: "OAUTH_SUCCESS", profile: { ...profile, platform: "instagram" } }, origin);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: "OAUTH_SUCCESS", profile }, origin);
  });

  it("SOC-09 SOC-10 a failure is posted with its error text, to the page's own origin only", () => {
    const opener = { postMessage: vi.fn() };
    postToOpener(opener, { type: "OAUTH_ERROR", error: "OAuth failed" }, origin);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: "OAUTH_ERROR", error: "OAuth failed" }, origin);
  });

  it("SOC-08 the popup reports only to an opener that is a window still open", () => {
    const open = { postMessage: vi.fn(), closed: false };
    expect(openerOf({ opener: open })).toBe(open);
    expect(openerOf({ opener: { postMessage: vi.fn(), closed: true } })).toBeNull();
    for (const opener of [null, undefined, "window", {}, { postMessage: "not a function" }]) {
      expect(openerOf({ opener }), String(opener)).toBeNull();
    }
  });

  it("SOC-10 the panel reads reports from its own origin and ignores any other origin", () => {
    const data = { type: "OAUTH_SUCCESS", profile };
    expect(readOauthMessage({ origin, data }, origin)).toEqual(data);
    expect(readOauthMessage({ origin: "https://evil.example", data }, origin)).toBeNull();
    expect(readOauthMessage({ origin: "null", data }, origin)).toBeNull();
  });

  it("a message of another shape from the own origin is ignored", () => {
    expect(readOauthMessage({ origin, data: { type: "OAUTH_SUCCESS" } }, origin)).toBeNull();
    expect(readOauthMessage({ origin, data: "OAUTH_SUCCESS" }, origin)).toBeNull();
    expect(readOauthMessage({ origin, data: { type: "OTHER", error: "x" } }, origin)).toBeNull();
  });
});
