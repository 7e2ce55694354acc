import { createBotApiClient } from "../integrations/telegram/bot-api-client";
import type { ServiceContext } from "../service-context";
import { assistantBotOf } from "./service";

/** The path Telegram posts the assistant bot's updates to (routes.ts serves it under /api/telegram). */
export const assistantWebhookPath = "/api/telegram/webhook";

/**
 * Points the assistant bot's webhook at this app (DESIGN 17), at every start: the secret is derived from
 * APP_SECRET, so a changed APP_SECRET or APP_URL takes effect on the next start. Telegram posts only to
 * https (as bots/service.ts knows), and a failure is logged, never thrown: the app runs without the bot.
 */
export async function startAssistantBot(ctx: Pick<ServiceContext, "config" | "logger">): Promise<void> {
  const bot = assistantBotOf(ctx.config);
  if (!bot) return;
  const { appUrl } = ctx.config;
  if (!appUrl.startsWith("https://")) {
    ctx.logger.warn(
      { appUrl },
      "the assistant bot will get no messages: APP_URL is not https, and Telegram cannot post to it; its webhook was not set",
    );
    return;
  }
  const url = `${appUrl}${assistantWebhookPath}`;
  try {
    await createBotApiClient({ platform: "telegram", token: bot.token, apiRoot: bot.apiRoot }).setWebhook({
      url,
      secretToken: bot.webhookSecret,
      allowedUpdates: ["message"],
    });
    ctx.logger.info({ url }, "the assistant bot's webhook is set");
  } catch (error) {
    ctx.logger.error({ err: error, url }, "the assistant bot's webhook could not be set; the app runs without it");
  }
}
