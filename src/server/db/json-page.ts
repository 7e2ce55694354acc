import { and, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PageCursor } from "../../shared/page-cursor";
import { JsonText } from "../json-text";
import { newestFirst } from "./newest-first";

/**
 * Reads whose answer the database writes as JSON (issue 20, decision 024): one text value comes back instead of
 * a row per item, so neither the driver nor drizzle parses and maps each field, and the text is sent as it is.
 */

/** A time as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`): what the API has always sent. */
export const isoTime = (time: SQLWrapper) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every key of the API's item T, each with the SQL expression of its value. */
export type JsonFields<T> = { [K in keyof T]-?: SQLWrapper };

/** `expression as "key", …`: the column names become the JSON's keys. */
export function selectList(fields: Record<string, SQLWrapper>): SQL {
  return sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/** The named columns of a row called `from`, as a row of their own: `json_agg` of it has exactly these keys. */
function onlyFields(fields: Record<string, SQLWrapper>, from: string): SQL {
  return sql.join(
    Object.keys(fields).map((key) => sql`${sql.identifier(from)}.${sql.identifier(key)}`),
    sql`, `,
  );
}

export interface JsonPageQuery {
  fields: Record<string, SQLWrapper>;
  table: PgTable;
  where: SQL | undefined;
  /** Newest first on (timestamp, id), as `newestFirst` pages. */
  timestamp: PgColumn;
  id: PgColumn;
  before: PageCursor | undefined;
  /** A number, or a placeholder for a named statement. */
  limit: SQLWrapper | number;
  /** The page's items listed oldest first (a chat shows its newest message at the bottom). */
  oldestFirst?: boolean;
}

/**
 * One page, newest first, as two columns: the items' JSON array, and the cursor of the page after it (the last
 * item's `<ISO time>_<id>`) or null when nothing is left. One row past the page is read to know.
 */
export function jsonPage(query: JsonPageQuery): SQL {
  const { fields, limit } = query;
  const paging = newestFirst(query.timestamp, query.id, query.before);
  const order = sql.join(paging.order, sql`, `);
  const where = and(query.where, paging.after);
  const listed = query.oldestFirst ? sql`desc` : sql`asc`;
  // The cursor is worked out for the page's last row only.
  const cursor = sql`${isoTime(sql`date_trunc('milliseconds', page."#at")`)} || '_' || page."#id"`;
  return sql`select
      coalesce(json_agg(item order by page."#n" ${listed}) filter (where page."#n" <= ${limit}), '[]')::text,
      case when count(*) > ${limit} then max(${cursor}) filter (where page."#n" = ${limit}) end
    from (
      select ${selectList(fields)}, row_number() over (order by ${order}) as "#n",
        ${query.timestamp} as "#at", ${query.id} as "#id"
      from ${query.table} ${where ? sql`where ${where}` : sql``}
      order by ${order} limit ${limit} + 1
    ) page
    cross join lateral (select ${onlyFields(fields, "page")}) item`;
}

/** A page of items of type T as the API sends it: the items as JSON text and the next page's cursor. */
export interface JsonPage<T> {
  items: JsonText<T[]>;
  next_cursor: string | null;
}

/** A `jsonPage` row as the API's page. */
export function pageOf<T>(row: unknown[] | undefined): JsonPage<T> {
  const [items, cursor] = row ?? [];
  return {
    items: JsonText.of<T[]>(items, "[]"),
    next_cursor: (cursor as string | null) ?? null,
  };
}

/** Every row, in `order`, as two columns: the items' JSON array and how many there are. */
export function jsonList(query: { fields: Record<string, SQLWrapper>; table: PgTable; where: SQL; order: SQL[] }): SQL {
  const order = sql.join(query.order, sql`, `);
  return sql`select coalesce(json_agg(item order by list."#n"), '[]')::text, count(*)::int
    from (
      select ${selectList(query.fields)}, row_number() over (order by ${order}) as "#n"
      from ${query.table} where ${query.where}
    ) list
    cross join lateral (select ${onlyFields(query.fields, "list")}) item`;
}

/** The first row `where` finds, as one JSON object; no row when there is none. */
export function jsonRow(query: { fields: Record<string, SQLWrapper>; table: PgTable; where: SQL | undefined }): SQL {
  return sql`select row_to_json(item)::text
    from (select ${selectList(query.fields)} from ${query.table} where ${query.where} limit 1) item`;
}
