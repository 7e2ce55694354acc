import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { JsonText } from "../json-text";

/**
 * Sends JSON text as `c.json` would send the value it stands for, typed the same way, so the typed client and
 * the OpenAPI route see no difference.
 */
export function sendJsonText<T>(c: Context, body: JsonText<T>) {
  c.header("content-type", "application/json");
  // The text is the value's JSON by JsonText's contract; only its type is restated here.
  const response: Response = c.body(body.text, 200);
  return response as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}
