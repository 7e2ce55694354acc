import type { OrderChange } from "../shared/orders";
import type { SessionCache } from "./auth/service";
import { disconnectBotsOf } from "./bots/service";
import type { OpenStreams } from "./http/open-streams";
import type { Logger } from "./logger";
import { removeReceiptFilesOf } from "./orders/receipts";
import { removeProductFilesOf } from "./products/media";
import { removeAvatarOf } from "./profile/avatar";
import { createUpdateRunner } from "./selling-bot/handle-updates";
import { tellBuyer } from "./selling-bot/tell-buyer";
import type { ServiceContext } from "./service-context";
import { answerWaiting } from "./whatsapp/auto-reply";

// What a change in one feature sets off in another, in one place, so no feature has to know who follows it.

/**
 * Work that follows an answer (a bot's handling, a message to a buyer): shutdown waits for it, as for
 * streamed replies, before the database closes; a failure is logged, the answer was already right.
 */
export function backgroundWork(deps: { openStreams: OpenStreams; logger: Logger }) {
  return (work: () => Promise<unknown>, failure: string) => {
    const ended = deps.openStreams.add(() => {});
    work()
      .catch((error: unknown) => deps.logger.warn({ err: error }, failure))
      .finally(ended);
  };
}

/** The reactions between features once the app runs: each is told to the feature whose change sets it off. */
export function featureReactions(
  deps: ServiceContext,
  runtime: { openStreams: OpenStreams; sessionCache: SessionCache },
) {
  const inBackground = backgroundWork({ openStreams: runtime.openStreams, logger: deps.logger });
  const runBotUpdates = createUpdateRunner(deps, { maxPasses: 2 });
  return {
    inBackground,
    /** A bot's update was stored (webhook or poll): the bot handles its waiting updates, after the platform's 200. */
    onUpdateStored(botId: string) {
      const pass = runBotUpdates(botId);
      if (pass) inBackground(() => pass, "bot updates could not be handled");
    },
    /** A seller moved an order (confirmed, sent, cancelled, a receipt judged): its buyer is told in the bot. */
    onOrderChanged(orderId: string, change: OrderChange) {
      inBackground(() => tellBuyer(deps, { orderId, change }), "the buyer could not be told of an order change");
    },
    /** A buyer's online payment was verified paid: the buyer is told in the bot. */
    onPaid(orderId: string) {
      inBackground(
        () => tellBuyer(deps, { orderId, change: { kind: "payment", to: "paid" } }),
        "the buyer could not be told of a payment",
      );
    },
    /** WhatsApp messages wait for an answer on a number: the sales assistant answers them. */
    onWhatsappWaiting(phoneNumberId: string) {
      inBackground(
        () => answerWaiting(deps, { phoneNumberId, now: new Date() }),
        "WhatsApp messages could not be answered",
      );
    },
    /** An admin blocked a user: the sessions are forgotten here at once and announced to every instance. */
    async sessionsEnded(userId: string) {
      runtime.sessionCache.forgetUser(userId);
      // The block is committed and its sessions deleted (which the trigger announces too); said at once here.
      await deps.events
        .publish({ type: "sessions-changed", userId })
        .catch((error: unknown) => deps.logger.warn({ err: error, userId }, "a block was not announced"));
    },
  };
}

/** Before an account is deleted: its files and its bots' webhooks go with it (DESIGN 7). */
export function beforeUserDelete(deps: Pick<ServiceContext, "db" | "config" | "storage" | "logger" | "secrets">) {
  return async (userId: string) => {
    await removeAvatarOf(deps, { userId });
    await removeProductFilesOf(deps, { userId });
    await removeReceiptFilesOf(deps, { userId });
    await disconnectBotsOf(deps, { userId });
  };
}
