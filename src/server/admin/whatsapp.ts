import { count, desc } from "drizzle-orm";
import { type AdminWhatsappList, adminListLength } from "../../shared/admin";
import type { Database } from "../db/client";
import { whatsappMessages } from "../db/schema";
import { DomainError } from "../errors";
import type { ServiceContext } from "../service-context";
import { firstConnectionOf, sendTestMessage } from "../whatsapp/service";
import { type Admin, recordAdminAction } from "./action-record";

/**
 * 000 §7: how many WhatsApp messages there are, and the latest 50, newest first. The test message goes
 * from the admin's own number (issue 17), so sending is possible once the admin connected one at /adminto.
 */
export async function whatsappMessageList(
  ctx: { db: Database },
  input: { adminId: string },
): Promise<AdminWhatsappList> {
  const [total, rows, ownNumber] = await Promise.all([
    ctx.db.select({ n: count() }).from(whatsappMessages),
    ctx.db
      .select()
      .from(whatsappMessages)
      .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
      .limit(adminListLength),
    firstConnectionOf(ctx.db, input.adminId),
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
    sending_configured: ownNumber !== undefined,
  };
}

/**
 * 000 §7 send-whatsapp-test, from the admin's own WhatsApp number (their first at /adminto). The attempt
 * is recorded whatever comes of it; WhatsApp's refusal reaches the admin translated, as for any seller.
 */
export async function sendWhatsappTest(
  ctx: Pick<ServiceContext, "db" | "config" | "secrets" | "events" | "logger">,
  input: { admin: Admin; userName: string; userPhone: string; now: Date },
): Promise<{ sent: true }> {
  const { admin, userName, userPhone, now } = input;
  await recordAdminAction({ db: ctx.db }, { admin, action: "whatsapp-test", detail: `${userName} ${userPhone}` });
  const connection = await firstConnectionOf(ctx.db, admin.id);
  if (!connection) {
    throw new DomainError(
      "whatsapp_not_configured",
      409,
      "Connect a WhatsApp number at /adminto first: the test message is sent from it.",
    );
  }
  await sendTestMessage(ctx, { connection, userName, userPhone, now });
  return { sent: true };
}
