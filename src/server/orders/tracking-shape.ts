import { type SQL, sql } from "drizzle-orm";
import { addressSafeCode, trackingCarriers, trackingPages } from "../../shared/tracking";
import { orders } from "../db/schema";

/** A constant of shared/tracking.ts as an SQL literal; each is written here, never taken from a request. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

const carrier = sql`case when ${orders.trackingCarrier} in (${sql.join(trackingCarriers.map(literal), sql`, `)})
  then ${orders.trackingCarrier} else 'other' end`;

const pageOf = (page: string, query: string): SQL =>
  sql`case when ${orders.trackingCode} ~ ${literal(addressSafeCode.source)}
    then ${literal(`${page}${query}`)} || ${orders.trackingCode} else ${literal(page)} end`;

const url = sql`case ${sql.join(
  Object.entries(trackingPages).map(
    ([name, { page, query }]) => sql`when ${carrier} = ${literal(name)} then ${pageOf(page, query)}`,
  ),
  sql` `,
)} else null end`;

/**
 * The order's `tracking` written by the database, for the lists it writes as JSON: the same as `orderTracking`
 * (shared/tracking.ts), which order-shape.api.test.ts holds it to.
 */
export const trackingJson = sql`case when ${orders.trackingCode} is null then null
  else json_build_object('carrier', ${carrier}, 'code', ${orders.trackingCode}, 'url', ${url}) end`;
