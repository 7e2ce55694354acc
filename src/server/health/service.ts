import { sql } from "drizzle-orm";
import { hasRole } from "../account/service";
import type { AiEngineKind } from "../ai/service";
import type { Database, DatabaseKind } from "../db/client";

export interface HealthContext {
  db: Database;
  dbKind: DatabaseKind;
  aiKind: AiEngineKind;
}

/** Whether the database answers a trivial query right now. */
export function databaseReachable(ctx: HealthContext): Promise<boolean> {
  return ctx.db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
}

/** docs/decisions/009: the deployment's details are for admins (and local checks, decided by the route). */
export async function mayReadHealthDetails(ctx: HealthContext, input: { userId: string | undefined }) {
  return input.userId !== undefined && (await hasRole(ctx, { userId: input.userId, role: "admin" }));
}

/** What an admin or a local check sees beside the status. */
export function healthDetails(ctx: HealthContext) {
  return {
    db: ctx.dbKind,
    ai: ctx.aiKind,
    version: process.env.npm_package_version ?? "0.1.0",
    uptimeSeconds: Math.round(process.uptime()),
  };
}
