import { Composer } from "grammy";
import { asksForPerson, personTexts, talkToPersonData } from "../../shared/conversations";
import { askForPerson, noteBuyer } from "../conversations/service";
import { localeOf, type ShopContext } from "./storefront-context";

/**
 * Issue 37: every buyer's update is noted in the shop's inbox (who, in which language, active now), and says
 * whether a person answers them now (then the storefront's free-text assistant keeps quiet). A buyer who writes
 * «اپراتور», «پشتیبان», "operator" or "human", or presses the assistant's "Talk to a person", is queued for a person:
 * the owner chats are alerted and the buyer told someone will answer.
 */
export const buyerConversation = new Composer<ShopContext>();

buyerConversation.use(async (ctx, next) => {
  const account = ctx.from;
  if (!account || !ctx.chat) return next();
  const name = [account.first_name, account.last_name].filter(Boolean).join(" ");
  const noted = await noteBuyer(ctx.shop, {
    sellerId: ctx.shop.sellerId,
    botId: ctx.shop.botId,
    chatId: ctx.chat.id,
    name: name === "" ? null : name,
    username: account.username ?? null,
    locale: localeOf(ctx),
    now: new Date(),
  });
  ctx.shop.conversationId = noted.conversationId;
  ctx.shop.assistantPaused = noted.takenOver;
  return next();
});

async function queueForPerson(ctx: ShopContext, said: string) {
  const conversationId = ctx.shop.conversationId;
  if (!conversationId) return;
  const outcome = await askForPerson(ctx.shop, {
    sellerId: ctx.shop.sellerId,
    conversationId,
    said,
    now: new Date(),
  });
  const t = personTexts[localeOf(ctx)];
  await ctx.reply(outcome === "answering" ? t.alreadyAnswering : t.queued);
}

buyerConversation.on("message:text", async (ctx, next) => {
  if (!asksForPerson(ctx.message.text)) return next();
  await queueForPerson(ctx, ctx.message.text);
});

buyerConversation.callbackQuery(talkToPersonData, async (ctx) => {
  await ctx.answerCallbackQuery();
  await queueForPerson(ctx, personTexts[localeOf(ctx)].talkToPerson);
});
