import { isBlocked } from "../account/service";
import type { ServiceContext } from "../service-context";

/** Whether a seller's bot speaks at all: an inactive bot, or one whose seller an admin blocked, says nothing. */
export async function botAnswers(
  ctx: Pick<ServiceContext, "db">,
  bot: { status: string; userId: string },
): Promise<boolean> {
  return bot.status === "active" && !(await isBlocked(ctx, { userId: bot.userId }));
}
