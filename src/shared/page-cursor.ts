import { z } from "zod";

/**
 * Where the next page starts: the last item's timestamp and id, `<ISO time>_<id>`. Clients pass back the
 * `next_cursor` they were given; anything else that does not name a real instant and an id is refused
 * (year 0 too: JavaScript parses it, PostgreSQL has no such year and failed the query with a 500).
 */
export const pageCursorSchema = z
  .string()
  .max(100)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f-]{36}$/, "invalidCursor")
  .transform((cursor) => ({ at: cursor.slice(0, 24), id: cursor.slice(25) }))
  .refine(
    ({ at }) => at >= "0001" && !Number.isNaN(Date.parse(at)) && new Date(at).toISOString() === at,
    "invalidCursor",
  );
export type PageCursor = z.output<typeof pageCursorSchema>;

export const pageCursorOf = (at: string, id: string) => `${at}_${id}`;
