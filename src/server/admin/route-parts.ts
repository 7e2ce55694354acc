import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { jsonResponse } from "../http/openapi-content";

// What every admin route shares: its tag, its error answers, the id in its path and the admin acting.
export const tags = ["admin"];
export const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  403: jsonResponse(apiErrorSchema, "Not an admin"),
};
export const withNotFound = { ...errors, 404: jsonResponse(apiErrorSchema, "No such user, bot or payment") };
export const idParams = z.object({ id: z.uuid() });

/** The signed-in admin as their actions are recorded: who, by id and e-mail. */
export function actingAdmin(c: { get: (key: "user") => { id: string; email: string } }) {
  const { id, email } = c.get("user");
  return { id, email };
}
