import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { checkConnect } from "./connect-check";
import { connectFailureTitle } from "./connect-failure";

const token = `123456789:${"A".repeat(35)}`;

describe("the bot connect form's checks (001 §5)", () => {
  it("CONN-02 an empty field is 'please fill all fields'", () => {
    expect(checkConnect({ bot_username: "", bot_token: token })).toEqual({ ok: false, kind: "empty" });
    expect(checkConnect({ bot_username: "shop_bot", bot_token: "" })).toEqual({ ok: false, kind: "empty" });
  });

  it("CONN-03 a token of spaces passes the first check and is then 'bot token is required'", () => {
    expect(checkConnect({ bot_username: "shop_bot", bot_token: "   " })).toMatchObject({ message: "tokenRequired" });
  });

  it("CONN-04 a token that is not digits, a colon and 35 characters is 'invalid token format'", () => {
    for (const bad of [
      "123456789",
      `abc:${"A".repeat(35)}`,
      `1:${"A".repeat(34)}`,
      `1:${"A".repeat(36)}`,
      `1:${"A".repeat(34)}!`,
    ]) {
      expect(checkConnect({ bot_username: "shop_bot", bot_token: bad }), bad).toMatchObject({ message: "tokenFormat" });
    }
  });

  it("CONN-05 CONN-06 a leading @ is dropped; other usernames must be 3-32 English letters, digits or _", () => {
    expect(checkConnect({ bot_username: "@shop_bot", bot_token: token })).toMatchObject({
      ok: true,
      input: { bot_username: "shop_bot", platform: "telegram" },
    });
    for (const bad of ["ab", "a".repeat(33), "shop-bot", "فروشگاه_bot", "@@shop_bot"]) {
      expect(checkConnect({ bot_username: bad, bot_token: token }), bad).toMatchObject({ message: "usernameFormat" });
    }
  });
});

describe("the toast of a failed connect (001 §8)", () => {
  const refused = (code: ConstructorParameters<typeof ApiError>[0]["code"], status: number) =>
    new ApiError({ code, status, message: "" });

  it("CONN-08 no session is 'please log in first'", () => {
    expect(connectFailureTitle(refused("unauthenticated", 401))).toBe("signInFirst");
  });

  it("CONN-10 a refusal the server explained is 'error connecting the bot'", () => {
    expect(connectFailureTitle(refused("bot_token_invalid", 400))).toBe("connectFailed");
    expect(connectFailureTitle(refused("plan_limit_reached", 403))).toBe("connectFailed");
    expect(connectFailureTitle(refused("bot_platform_unreachable", 502))).toBe("connectFailed");
  });

  it("CONN-11 a failure nobody explained is 'unknown error'", () => {
    expect(connectFailureTitle(refused("internal_error", 500))).toBe("unknownError");
    expect(connectFailureTitle(refused("network_failed", 0))).toBe("unknownError");
    expect(connectFailureTitle(new TypeError("boom"))).toBe("unknownError");
  });
});
