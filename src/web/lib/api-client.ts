import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
// The only web file that may name server code, and only its type: the boundaries test allows this one.
import type { ApiType } from "../../server/app";
import { actingShopId, leaveActingShop, shopRequestHeaders } from "./acting-shop";
import { ApiError, errorFromBody } from "./api-error";

/**
 * The API, typed by the server's routes: a renamed path or field breaks the build, not the user.
 * Same origin, so the session cookie goes with every call, and the shop the user works in (DESIGN 35).
 */
export const api = hc<ApiType>("/api", { headers: () => ({ Accept: "application/json", ...shopRequestHeaders() }) });

const unreadable = Symbol("unreadable body");

/** What a successful answer of a call carries: its JSON, or nothing (204). */
type SuccessData<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends "json"
        ? T
        : undefined
      : never
    : never;

/**
 * The data of a call's successful answer. A refusal throws an ApiError with the server's code; an
 * unreachable server throws one with `network_failed`.
 */
export async function dataOf<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessData<R>> {
  let response: R;
  try {
    response = await call;
  } catch (cause) {
    throw new ApiError({ code: "network_failed", status: 0, message: String(cause) });
  }
  if (response.status === 204) return undefined as SuccessData<R>;
  const body: unknown = await response.json().catch(() => unreadable);
  if (!response.ok) {
    const error = await errorFromBody(response.status, body);
    // Removed from the shop this page works in (DESIGN 35): back to the user's own, told why.
    if (error.code === "not_shop_member" && actingShopId() !== null) leaveActingShop();
    throw error;
  }
  // A 200 that is not JSON comes from something between us and the server (a captive portal, a proxy).
  if (body === unreadable) {
    throw new ApiError({ code: "unexpected_response", status: response.status, message: "the answer is not JSON" });
  }
  return body as SuccessData<R>;
}
