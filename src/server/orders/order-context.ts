import type { SellerDeps } from "../seller-deps";

/** What the order verbs take of a seller's deps: the database, the event bus and the logger. */
export type OrderContext = Pick<SellerDeps, "db" | "events" | "logger">;
