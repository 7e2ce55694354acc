import { blockedAmong } from "../account/service";
import type { ServiceContext } from "../service-context";

type AnsweringBot = { status: string; userId: string };

/**
 * The bots among these that speak at all: active, and their seller not blocked by an admin. One query for
 * the sellers whatever the count (the polling looks at every bot at once).
 */
export async function botsThatAnswer<Bot extends AnsweringBot>(
  ctx: Pick<ServiceContext, "db">,
  bots: readonly Bot[],
): Promise<Bot[]> {
  const active = bots.filter((bot) => bot.status === "active");
  const blocked = await blockedAmong(ctx, { userIds: [...new Set(active.map((bot) => bot.userId))] });
  return active.filter((bot) => !blocked.has(bot.userId));
}

/** Whether one seller's bot speaks: an inactive bot, or one whose seller an admin blocked, says nothing. */
export async function botAnswers(ctx: Pick<ServiceContext, "db">, bot: AnsweringBot): Promise<boolean> {
  return (await botsThatAnswer(ctx, [bot])).length === 1;
}
