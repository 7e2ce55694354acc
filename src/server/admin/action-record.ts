import { desc, eq } from "drizzle-orm";
import { type AdminAction, type AdminActionKind, adminListLength } from "../../shared/admin";
import type { Database } from "../db/client";
import { adminActions, user } from "../db/schema";

/** Who is acting: the signed-in admin, as the request's session names them. */
export interface Admin {
  id: string;
  email: string;
}

/** One line of the record, written in the same transaction as the change it describes. */
export async function recordAdminAction(
  ctx: { db: Database },
  input: { admin: Admin; action: AdminActionKind; targetUserId?: string | null; targetId?: string; detail?: string },
) {
  const { admin, action, targetUserId = null, targetId = null, detail = null } = input;
  await ctx.db
    .insert(adminActions)
    .values({ adminId: admin.id, adminEmail: admin.email, action, targetUserId, targetId, detail });
}

/** The latest 50 admin actions, newest first (issue 15: the panel shows the record). */
export async function listAdminActions(ctx: { db: Database }): Promise<{ items: AdminAction[] }> {
  const rows = await ctx.db
    .select({ action: adminActions, targetEmail: user.email })
    .from(adminActions)
    .leftJoin(user, eq(user.id, adminActions.targetUserId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(adminListLength);
  return {
    items: rows.map(({ action: row, targetEmail }) => ({
      id: String(row.id),
      admin_email: row.adminEmail,
      action: row.action,
      target_user: row.targetUserId && targetEmail ? { id: row.targetUserId, email: targetEmail } : null,
      target_id: row.targetId,
      detail: row.detail,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
