import { Composer, GrammyError } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import { latinDigits } from "../../shared/digits";
import { ownerStartPrefix } from "../../shared/owner-chat";
import { maxStock } from "../../shared/products";
import { formatCount } from "../../shared/toman";
import {
  type AlertPress,
  linkOwnerChat,
  listedOrderMessage,
  listedOrderSent,
  markOwnerChatReachable,
  type OwnerChatRow,
  openOrders,
  ownerTexts,
  parseAlertButton,
  pressAlertButton,
  sellerLocale,
  todaySoFar,
} from "../owner-chat/service";
import { setStockByCode } from "../products/service";
import type { ShopContext } from "./storefront-context";

/** `/orders`' "More" button: the page's offset, harmless to trust (the list is the owner's own either way). */
const morePattern = /^oo:(\d{1,5})$/;

/** The linked owner chat this update comes from, if it is one (read once per handling pass). */
const ownerOf = (ctx: ShopContext): OwnerChatRow | undefined =>
  ctx.from ? ctx.shop.ownerChats.get(ctx.from.id) : undefined;

/**
 * Issue 37 (DESIGN 34): the shop's owner in their own bot. `/start owner_<token>` links the account; a linked
 * chat gets the owner's commands and alerts' buttons and is never served as a buyer. Anyone else's update goes
 * on to the storefront, owner commands included: to a buyer they are a buyer's words.
 */
export const ownerCommands = new Composer<ShopContext>();

ownerCommands.command("start", async (ctx, next) => {
  const payload = typeof ctx.match === "string" ? ctx.match.trim() : "";
  const owner = ownerOf(ctx);
  if (owner?.unreachableSince) await markOwnerChatReachable(ctx.shop, { ownerChatId: owner.id });
  if (!payload.startsWith(ownerStartPrefix)) {
    if (!owner) return next();
    return ctx.reply(ownerTexts[await sellerLocale(ctx.shop, ctx.shop.sellerId)].help);
  }
  const t = ownerTexts[await sellerLocale(ctx.shop, ctx.shop.sellerId)];
  const account = ctx.from;
  if (!account) return;
  const outcome = await linkOwnerChat(ctx.shop, {
    botId: ctx.shop.botId,
    token: payload.slice(ownerStartPrefix.length),
    account,
    now: new Date(),
  });
  if (outcome.kind === "linked") return ctx.reply(t.linked(ctx.shop.name));
  if (outcome.kind === "already_linked") return ctx.reply(t.alreadyLinked);
  if (outcome.kind === "expired") return ctx.reply(t.linkExpired);
  if (outcome.kind === "unknown") return next();
  await ctx.reply(t.linkUsed);
  // A used link pressed by another account: it was forwarded, or seen over a shoulder. The owner hears of it.
  const who = [account.first_name, account.last_name, account.username ? `@${account.username}` : undefined]
    .filter(Boolean)
    .join(" ");
  for (const chatId of outcome.linkedChats) {
    await ctx.api.sendMessage(chatId, t.linkReuseRefused(who)).catch((error: unknown) => {
      ctx.shop.logger.warn({ err: error, botId: ctx.shop.botId }, "an owner could not be told of a refused link");
    });
  }
});

ownerCommands.on("callback_query:data", async (ctx, next) => {
  const pressed = parseAlertButton(ctx.callbackQuery.data);
  if (!pressed) return next();
  const result = await pressAlertButton(ctx.shop, {
    botId: ctx.shop.botId,
    platformUserId: ctx.from.id,
    ...pressed,
    now: new Date(),
  });
  await ctx.answerCallbackQuery(result.notice ? { text: result.notice } : undefined);
  if (result.edit) await editAlert(ctx, result.edit);
  if (result.told) await ctx.shop.orderChanged(result.told.orderId, result.told.change);
});

/** The pressed alert's message as it reads now; a press that changed nothing on it is not an error. */
async function editAlert(ctx: ShopContext, edit: NonNullable<AlertPress["edit"]>) {
  const chatId = ctx.chat?.id;
  const messageId = ctx.callbackQuery?.message?.message_id;
  if (chatId === undefined || messageId === undefined) return;
  const markup = { reply_markup: edit.keyboard };
  try {
    if (edit.withPhoto) await ctx.api.editMessageCaption(chatId, messageId, { caption: edit.text, ...markup });
    else await ctx.api.editMessageText(chatId, messageId, edit.text, markup);
  } catch (error) {
    if (!(error instanceof GrammyError && error.description.includes("message is not modified"))) throw error;
  }
}

/** Everything else from a linked owner chat is the owner's; a buyer's update goes on to the storefront. */
const fromOwner = ownerCommands.filter((ctx) => ownerOf(ctx) !== undefined);

fromOwner.command("orders", (ctx) => sendOpenOrders(ctx, 0));

fromOwner.command("report", async (ctx) => {
  await ctx.reply(await todaySoFar(ctx.shop, { sellerId: ctx.shop.sellerId, now: new Date() }));
});

/** `/stock CODE N`: the variant with that code gets N in stock; Persian digits are read too. */
fromOwner.command("stock", async (ctx) => {
  const locale = await sellerLocale(ctx.shop, ctx.shop.sellerId);
  const t = ownerTexts[locale];
  const [code, amount, ...rest] = (typeof ctx.match === "string" ? ctx.match : "").trim().split(/\s+/);
  const stock = amount === undefined ? Number.NaN : Number(latinDigits(amount));
  if (!code || rest.length > 0 || !Number.isInteger(stock) || stock < 0 || stock > maxStock) {
    return ctx.reply(t.stockUsage);
  }
  const set = await setStockByCode(ctx.shop, { sellerId: ctx.shop.sellerId, code, stock, now: new Date() });
  return ctx.reply(set ? t.stockSet(set.name, set.code, formatCount(set.stock, locale)) : t.stockUnknownCode(code));
});

fromOwner.callbackQuery(morePattern, async (ctx) => {
  await ctx.answerCallbackQuery();
  await sendOpenOrders(ctx, Number(ctx.match[1] ?? 0));
});

fromOwner.on("message", async (ctx) => ctx.reply(ownerTexts[await sellerLocale(ctx.shop, ctx.shop.sellerId)].help));

fromOwner.on("callback_query", (ctx) => ctx.answerCallbackQuery());

/** `/orders`: a page of the open orders, each its own message with its buttons, and "More" while there are more. */
async function sendOpenOrders(ctx: ShopContext, offset: number) {
  const owner = ownerOf(ctx);
  if (!owner) return;
  const locale = await sellerLocale(ctx.shop, ctx.shop.sellerId);
  const t = ownerTexts[locale];
  const { rows, total } = await openOrders(ctx.shop, { sellerId: ctx.shop.sellerId, offset });
  if (total === 0) {
    await ctx.reply(t.noOpenOrders);
    return;
  }
  if (offset === 0) await ctx.reply(t.ordersTitle(formatCount(total, locale)));
  for (const order of rows) {
    const listed = await listedOrderMessage(ctx.shop, { chat: owner, order, locale });
    const sent = await ctx.reply(listed.text, { reply_markup: listed.keyboard });
    await listedOrderSent(ctx.shop, { alertId: listed.alertId, messageId: sent.message_id });
  }
  const next = offset + rows.length;
  if (next < total) {
    const more: InlineKeyboardMarkup = { inline_keyboard: [[{ text: t.more, callback_data: `oo:${next}` }]] };
    await ctx.reply(`${formatCount(next, locale)} / ${formatCount(total, locale)}`, { reply_markup: more });
  }
}
