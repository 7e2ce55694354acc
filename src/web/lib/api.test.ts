import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiErrorKey, apiGet, apiSend } from "./api";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const meLike = z.object({ id: z.string() });

describe("the API helper", () => {
  it("returns the parsed answer of a successful call", async () => {
    answer(200, { id: "u1" });
    await expect(apiGet("/api/me", meLike)).resolves.toEqual({ id: "u1" });
  });

  it("throws an ApiError carrying the server's code, message and request id", async () => {
    answer(401, { code: "unauthenticated", message: "sign in first", requestId: "r-1" });
    const error = await apiGet("/api/me", meLike).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "unauthenticated", status: 401, message: "sign in first", requestId: "r-1" });
    expect(apiErrorKey(error)).toBe("errors.unauthenticated");
  });

  it("keeps the field issues of a validation error", async () => {
    const issues = [{ path: "email", message: "invalid" }];
    answer(400, { code: "validation_failed", message: "bad input", issues });
    await expect(apiSend("POST", "/api/x", { email: "" }, meLike)).rejects.toMatchObject({ issues });
  });

  it("sends JSON with the session cookie of this site", async () => {
    const fetchMock = answer(200, { id: "u1" });
    await apiSend("POST", "/api/x", { a: 1 }, meLike);
    const init = fetchMock.mock.calls[0][1];
    expect(init).toMatchObject({ method: "POST", body: '{"a":1}', credentials: "same-origin" });
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("reports an answer of the wrong shape, a non-JSON error and a network failure by code", async () => {
    answer(200, { name: "no id" });
    expect(apiErrorKey(await apiGet("/api/me", meLike).catch((e: unknown) => e))).toBe("errors.unexpected_response");
    answer(502, undefined);
    expect(apiErrorKey(await apiGet("/api/me", meLike).catch((e: unknown) => e))).toBe("errors.internal_error");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    expect(apiErrorKey(await apiGet("/api/me", meLike).catch((e: unknown) => e))).toBe("errors.network_failed");
  });

  it("reads any other thrown value as a server error", () => {
    expect(apiErrorKey(new Error("boom"))).toBe("errors.internal_error");
  });
});
