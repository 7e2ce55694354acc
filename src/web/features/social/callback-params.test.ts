import { describe, expect, it } from "vitest";
import { readCallbackParams } from "./callback-params";

const read = (path: string, query: string) => readCallbackParams(path, new URLSearchParams(query));

describe("the /auth/callback parameters", () => {
  it("SOC-05 code, state and platform come from the query", () => {
    expect(read("/auth/callback", "code=abc&state=xyz&platform=instagram")).toEqual({
      kind: "complete",
      platform: "instagram",
      code: "abc",
      state: "xyz",
    });
  });

  it("SOC-05 without a platform in the query it is read from a path naming instagram, youtube or tiktok", () => {
    expect(read("/auth/callback/instagram", "code=a&state=s")).toMatchObject({ platform: "instagram" });
    expect(read("/auth/callback/youtube", "code=a&state=s")).toMatchObject({ platform: "youtube" });
    expect(read("/auth/callback/TikTok", "code=a&state=s")).toMatchObject({ platform: "tiktok" });
  });

  it("SOC-05 a platform in the query that no popup uses gives way to the path's", () => {
    expect(read("/auth/callback/instagram", "code=a&state=s&platform=myspace")).toMatchObject({
      platform: "instagram",
    });
  });

  it("SOC-06 without code, state or platform the parameters are missing", () => {
    expect(read("/auth/callback", "state=s&platform=instagram")).toEqual({ kind: "missing" });
    expect(read("/auth/callback", "code=a&platform=instagram")).toEqual({ kind: "missing" });
    expect(read("/auth/callback", "code=a&state=s")).toEqual({ kind: "missing" });
    expect(read("/auth/callback/instagram", "error=access_denied&error_reason=user_denied")).toEqual({
      kind: "missing",
    });
  });
});
