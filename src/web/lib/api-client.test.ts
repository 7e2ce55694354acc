import { afterEach, describe, expect, it, vi } from "vitest";
import { api, dataOf } from "./api-client";
import { ApiError, apiErrorKey } from "./api-error";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: BodyInit | null) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json = (value: unknown) => JSON.stringify(value);

describe("the typed API client", () => {
  it("returns the data of a successful answer", async () => {
    answer(200, json({ id: "u1", email: "a@example.com" }));
    await expect(dataOf(api.me.$get())).resolves.toEqual({ id: "u1", email: "a@example.com" });
  });

  it("calls the route's path on this site with its parameters and JSON body", async () => {
    const fetchMock = answer(200, json({ id: "c1" }));
    await dataOf(api.chat.conversations[":id"].$patch({ param: { id: "c1" }, json: { title: "نو" } }));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/chat/conversations/c1");
    expect(init).toMatchObject({ method: "PATCH", body: json({ title: "نو" }) });
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("reads an empty 204 answer as nothing", async () => {
    answer(204, null);
    await expect(dataOf(api.chat.conversations[":id"].$delete({ param: { id: "c1" } }))).resolves.toBeUndefined();
  });

  it("throws an ApiError carrying the server's code, message, request id and field issues", async () => {
    const issues = [{ path: "title", message: "too long" }];
    answer(400, json({ code: "validation_failed", message: "bad input", requestId: "r-1", issues }));
    const error = await dataOf(api.me.$get()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "validation_failed",
      status: 400,
      message: "bad input",
      requestId: "r-1",
      issues,
    });
    expect(apiErrorKey(error)).toBe("errors.validation_failed");
  });

  it("reports a non-JSON refusal, a non-JSON success and a network failure by code", async () => {
    answer(502, "<html>Bad gateway</html>");
    expect(apiErrorKey(await dataOf(api.me.$get()).catch((e: unknown) => e))).toBe("errors.internal_error");
    answer(200, "<html>captive portal</html>");
    expect(apiErrorKey(await dataOf(api.me.$get()).catch((e: unknown) => e))).toBe("errors.unexpected_response");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    expect(apiErrorKey(await dataOf(api.me.$get()).catch((e: unknown) => e))).toBe("errors.network_failed");
  });
});

describe("the translated error of a failed call", () => {
  it("reads any other thrown value as a server error", () => {
    expect(apiErrorKey(new Error("boom"))).toBe("errors.internal_error");
  });
});
