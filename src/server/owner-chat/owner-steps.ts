import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { trackingCarriers } from "../../shared/tracking";
import { botChats } from "../db/schema";
import type { ServiceContext } from "../service-context";

/** Issue 37: a question the owner left unanswered this long is dropped; any command drops it sooner. */
export const ownerStepMinutes = 30;

/** Every owner step's name starts so; no buyer step does (selling-bot/chat-state.ts reads them as no state). */
export const ownerStepPrefix = "owner_";

/**
 * What the owner chat waits for, kept in the chat's `bot_chats` row (a linked owner chat is never served as a
 * buyer, so the row is free): `/ship N`'s carrier and then its code, or the reason typed for a rejected receipt.
 */
const ownerStepSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("owner_ship_carrier"), orderId: z.string(), number: z.number().int() }),
  z.object({
    step: z.literal("owner_ship_code"),
    orderId: z.string(),
    number: z.number().int(),
    carrier: z.enum(trackingCarriers),
  }),
  z.object({ step: z.literal("owner_reject_reason"), alertId: z.string() }),
]);
export type OwnerStep = z.infer<typeof ownerStepSchema>;

/** The owner's private chat with the bot: its id is the owner's platform account's. */
export interface OwnerChatKey {
  botId: string;
  chatId: number;
}

const rowOf = (key: OwnerChatKey) => and(eq(botChats.botId, key.botId), eq(botChats.chatId, key.chatId));
const isOwnerRow = sql`starts_with(${botChats.state}->>'step', ${ownerStepPrefix})`;

/** The step the owner is in, if any; `expired` when one was left longer than `ownerStepMinutes` (it is dropped). */
export async function readOwnerStep(
  ctx: Pick<ServiceContext, "db">,
  key: OwnerChatKey,
  now: Date,
): Promise<{ step?: OwnerStep; expired: boolean }> {
  const [row] = await ctx.db
    .select({ state: botChats.state, updatedAt: botChats.updatedAt })
    .from(botChats)
    .where(and(rowOf(key), isOwnerRow));
  const parsed = row ? ownerStepSchema.safeParse(row.state) : undefined;
  if (!row || !parsed?.success) return { expired: false };
  if (now.getTime() - row.updatedAt.getTime() > ownerStepMinutes * 60_000) {
    await clearOwnerStep(ctx, key);
    return { expired: true };
  }
  return { step: parsed.data, expired: false };
}

export async function writeOwnerStep(ctx: Pick<ServiceContext, "db">, key: OwnerChatKey, step: OwnerStep, now: Date) {
  await ctx.db
    .insert(botChats)
    .values({ ...key, state: step, updatedAt: now })
    .onConflictDoUpdate({ target: [botChats.botId, botChats.chatId], set: { state: step, updatedAt: now } });
}

/** Ends the owner's step, whichever it is; a buyer's state (from before the chat was linked) is left alone. */
export async function clearOwnerStep(ctx: Pick<ServiceContext, "db">, key: OwnerChatKey) {
  await ctx.db.delete(botChats).where(and(rowOf(key), isOwnerRow));
}

/** Whether a stored chat state is an owner's step (which a buyer's handlers must not read as theirs). */
export const isOwnerState = (state: unknown): boolean =>
  typeof state === "object" &&
  state !== null &&
  "step" in state &&
  typeof state.step === "string" &&
  state.step.startsWith(ownerStepPrefix);
