import { count, desc } from "drizzle-orm";
import { type AdminWhatsappList, adminListLength } from "../../shared/admin";
import type { Database } from "../db/client";
import { whatsappMessages } from "../db/schema";
import { DomainError } from "../errors";
import { type Admin, recordAdminAction } from "./action-record";

/** 000 §7: how many WhatsApp messages there are, and the latest 50, newest first. */
export async function whatsappMessageList(ctx: { db: Database }): Promise<AdminWhatsappList> {
  const [total, rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(whatsappMessages),
    ctx.db
      .select()
      .from(whatsappMessages)
      .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
      .limit(adminListLength),
  ]);
  return {
    total: total[0]?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      from_number: row.fromNumber,
      message_content: row.messageContent,
      is_incoming: row.isIncoming,
      created_at: row.createdAt.toISOString(),
    })),
    sending_configured: false,
  };
}

/**
 * 000 §7 send-whatsapp-test. Sending needs a connected WhatsApp Cloud API number, which the WhatsApp issue
 * (17) brings; until then the attempt is recorded and refused with a message that says so, honestly.
 */
export async function sendWhatsappTest(
  ctx: { db: Database },
  input: { admin: Admin; userName: string; userPhone: string },
): Promise<{ sent: true }> {
  const { admin, userName, userPhone } = input;
  await recordAdminAction({ db: ctx.db }, { admin, action: "whatsapp-test", detail: `${userName} ${userPhone}` });
  throw new DomainError(
    "whatsapp_not_configured",
    409,
    "WhatsApp sending is not configured yet: no WhatsApp Cloud API number is connected.",
  );
}
