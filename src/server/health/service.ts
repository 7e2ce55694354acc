import { sql } from "drizzle-orm";
import { hasRole } from "../account/service";
import type { DatabaseKind } from "../db/client";
import type { ServiceContext } from "../service-context";

/** Whether the database answers a trivial query right now. */
export function databaseReachable(ctx: Pick<ServiceContext, "db">): Promise<boolean> {
  return ctx.db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
}

/** docs/decisions/009: the deployment's details are for admins (and local checks, decided by the route). */
export async function mayReadHealthDetails(ctx: Pick<ServiceContext, "db">, input: { userId: string | undefined }) {
  return input.userId !== undefined && (await hasRole(ctx, { userId: input.userId, role: "admin" }));
}

/** What an admin or a local check sees beside the status. */
export function healthDetails(ctx: Pick<ServiceContext, "ai">, input: { dbKind: DatabaseKind }) {
  return {
    db: input.dbKind,
    ai: ctx.ai.kind,
    version: process.env.npm_package_version ?? "0.1.0",
    uptimeSeconds: Math.round(process.uptime()),
  };
}
