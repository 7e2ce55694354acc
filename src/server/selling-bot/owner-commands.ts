import { Composer, GrammyError } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import { latinDigits } from "../../shared/digits";
import { ownerStartPrefix } from "../../shared/owner-chat";
import { maxStock } from "../../shared/products";
import { roleMayUse, type ShopArea } from "../../shared/staff";
import { formatCount } from "../../shared/toman";
import {
  type AlertPress,
  answerRejectReason,
  chatRole,
  chooseCarrier,
  clearOwnerStep,
  giveTrackingCode,
  linkOwnerChat,
  listedOrderMessage,
  listedOrderSent,
  markOwnerChatReachable,
  type OwnerAnswer,
  type OwnerChatKey,
  type OwnerChatRow,
  openOrders,
  ownerTexts,
  parseAlertButton,
  parseShipButton,
  pressAlertButton,
  readOwnerStep,
  sellerLocale,
  startShipping,
  todaySoFar,
} from "../owner-chat/service";
import { setStockByCode } from "../products/service";
import { recordShopAction } from "../staff/service";
import type { ShopContext } from "./storefront-context";

/** `/orders`' "More" button: the page's offset, harmless to trust (the list is the owner's own either way). */
const morePattern = /^oo:(\d{1,5})$/;

/**
 * The linked owner chat this update comes from, if it is one (read once per handling pass). A removed staff
 * member's ended chat is not: they are a buyer again, and only their alerts' buttons say the access ended.
 */
const ownerOf = (ctx: ShopContext): OwnerChatRow | undefined => {
  const chat = ctx.from ? ctx.shop.ownerChats.get(ctx.from.id) : undefined;
  return chat && !chat.endedAt ? chat : undefined;
};

/**
 * DESIGN 35: an owner command is done only when the chat's account may (read now, so a removal or a new role
 * applies at once); otherwise the owner chat is told why.
 */
async function mayDo(ctx: ShopContext, area: ShopArea): Promise<boolean> {
  const owner = ownerOf(ctx);
  if (!owner) return false;
  const role = await chatRole(ctx.shop, owner);
  if (role && roleMayUse(role, area)) return true;
  const t = ownerTexts[await sellerLocale(ctx.shop, ctx.shop.sellerId)];
  const text = role ? t.roleRefused : t.accessEnded;
  if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text });
  else await ctx.reply(text);
  return false;
}

/** Where the owner's step is kept: their private chat with this bot, whose id is their account's. */
const stepKeyOf = (ctx: ShopContext, owner: OwnerChatRow): OwnerChatKey => ({
  botId: ctx.shop.botId,
  chatId: owner.platformUserId,
});

/**
 * Issue 37 (DESIGN 34): the shop's owner in their own bot. `/start owner_<token>` links the account; a linked
 * chat gets the owner's commands and alerts' buttons and is never served as a buyer. Anyone else's update goes
 * on to the storefront, owner commands included: to a buyer they are a buyer's words.
 */
export const ownerCommands = new Composer<ShopContext>();

// A command ends whatever the owner was asked (the carrier, a code, a reason); `/ship` may start a new one.
ownerCommands.on("message:text", async (ctx, next) => {
  const owner = ownerOf(ctx);
  if (owner && ctx.message.text.startsWith("/")) await clearOwnerStep(ctx.shop, stepKeyOf(ctx, owner));
  return next();
});

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
  if (result.edit) await editAlert(ctx, result.edit, ctx.callbackQuery.message?.message_id);
  if (result.told) await ctx.shop.orderChanged(result.told.orderId, result.told.change);
  const owner = ownerOf(ctx);
  if (result.ship && owner) {
    const input = { ...(await stepInput(ctx, owner)), orderId: result.ship.orderId };
    await answerOwner(ctx, await startShipping(ctx.shop, input), { answered: true });
  }
});

/** The alert's message (`messageId`: the pressed one, or the alert's own) as it reads now; unchanged is no error. */
async function editAlert(
  ctx: ShopContext,
  edit: NonNullable<AlertPress["edit"]>,
  messageId = edit.messageId ?? undefined,
) {
  const chatId = ctx.chat?.id;
  if (chatId === undefined || messageId === undefined) return;
  const markup = { reply_markup: edit.keyboard };
  await unlessUnchanged(
    edit.withPhoto
      ? ctx.api.editMessageCaption(chatId, messageId, { caption: edit.text, ...markup })
      : ctx.api.editMessageText(chatId, messageId, edit.text, markup),
  );
}

/** An edit to what the message already says is refused by the platform; nothing is wrong then. */
async function unlessUnchanged(edit: Promise<unknown>) {
  try {
    await edit;
  } catch (error) {
    if (!(error instanceof GrammyError && error.description.includes("message is not modified"))) throw error;
  }
}

/** Everything else from a linked owner chat is the owner's; a buyer's update goes on to the storefront. */
const fromOwner = ownerCommands.filter((ctx) => ownerOf(ctx) !== undefined);

fromOwner.command("orders", async (ctx) => {
  if (await mayDo(ctx, "orders")) await sendOpenOrders(ctx, 0);
});

/** `/ship N`: the carrier is asked, then the code; Persian digits are read too. */
fromOwner.command("ship", async (ctx) => {
  const owner = ownerOf(ctx);
  if (!owner || !(await mayDo(ctx, "orders"))) return;
  const typed = typeof ctx.match === "string" ? ctx.match : "";
  await answerOwner(ctx, await startShipping(ctx.shop, { ...(await stepInput(ctx, owner)), typed }));
});

fromOwner.callbackQuery(/^os:/, async (ctx) => {
  const owner = ownerOf(ctx);
  const pressed = parseShipButton(ctx.callbackQuery.data);
  if (!owner || !pressed) return ctx.answerCallbackQuery();
  if (!(await mayDo(ctx, "orders"))) return;
  await answerOwner(ctx, await chooseCarrier(ctx.shop, { ...(await stepInput(ctx, owner)), ...pressed }));
});

/** A message while the owner is asked something is its answer: the tracking code, or a receipt's reason. */
fromOwner.on("message:text", async (ctx, next) => {
  const owner = ownerOf(ctx);
  if (!owner || ctx.message.text.startsWith("/")) return next();
  const input = await stepInput(ctx, owner);
  const { step, expired } = await readOwnerStep(ctx.shop, input.key, input.now);
  if (expired) return ctx.reply(ownerTexts[input.locale].stepExpired);
  if (step && !(await mayDo(ctx, "orders"))) return;
  if (step?.step === "owner_ship_code") {
    return answerOwner(ctx, await giveTrackingCode(ctx.shop, { ...input, step, text: ctx.message.text }));
  }
  if (step?.step === "owner_ship_carrier") {
    return answerOwner(ctx, await startShipping(ctx.shop, { ...input, orderId: step.orderId }));
  }
  if (step?.step === "owner_reject_reason") return takeRejectReason(ctx, owner, step.alertId);
  return next();
});

/** The owner's words after "Another reason": asked again when refused, else the receipt is rejected with them. */
async function takeRejectReason(ctx: ShopContext, owner: OwnerChatRow, alertId: string) {
  const result = await answerRejectReason(ctx.shop, {
    botId: ctx.shop.botId,
    platformUserId: owner.platformUserId,
    sellerId: ctx.shop.sellerId,
    alertId,
    text: ctx.message?.text ?? "",
    now: new Date(),
  });
  if (result.retry) {
    await ctx.reply(result.retry);
    return;
  }
  if (result.edit) await editAlert(ctx, result.edit);
  if (result.notice) await ctx.reply(result.notice);
  if (result.told) await ctx.shop.orderChanged(result.told.orderId, result.told.change);
}

fromOwner.command("report", async (ctx) => {
  // The day's sales are the shop's accounts: the owner's and managers'.
  if (!(await mayDo(ctx, "manager"))) return;
  await ctx.reply(await todaySoFar(ctx.shop, { sellerId: ctx.shop.sellerId, now: new Date() }));
});

/** `/stock CODE N`: the variant with that code gets N in stock; Persian digits are read too. */
fromOwner.command("stock", async (ctx) => {
  if (!(await mayDo(ctx, "catalog"))) return;
  const locale = await sellerLocale(ctx.shop, ctx.shop.sellerId);
  const t = ownerTexts[locale];
  const [code, amount, ...rest] = (typeof ctx.match === "string" ? ctx.match : "").trim().split(/\s+/);
  const stock = amount === undefined ? Number.NaN : Number(latinDigits(amount));
  if (!code || rest.length > 0 || !Number.isInteger(stock) || stock < 0 || stock > maxStock) {
    return ctx.reply(t.stockUsage);
  }
  const set = await setStockByCode(ctx.shop, { sellerId: ctx.shop.sellerId, code, stock, now: new Date() });
  const owner = ownerOf(ctx);
  if (set && owner) {
    const action = { shopId: ctx.shop.sellerId, actorId: owner.userId, action: "setStockFromBot", subjectId: null };
    await recordShopAction(ctx.shop, action);
  }
  return ctx.reply(set ? t.stockSet(set.name, set.code, formatCount(set.stock, locale)) : t.stockUnknownCode(code));
});

fromOwner.callbackQuery(morePattern, async (ctx) => {
  if (!(await mayDo(ctx, "orders"))) return;
  await ctx.answerCallbackQuery();
  await sendOpenOrders(ctx, Number(ctx.match[1] ?? 0));
});

fromOwner.on("message", async (ctx) => ctx.reply(ownerTexts[await sellerLocale(ctx.shop, ctx.shop.sellerId)].help));

fromOwner.on("callback_query", (ctx) => ctx.answerCallbackQuery());

/** What an owner step's service needs: the shop, where the step is kept, the seller's language, now. */
async function stepInput(ctx: ShopContext, owner: OwnerChatRow) {
  const locale = await sellerLocale(ctx.shop, ctx.shop.sellerId);
  return {
    sellerId: ctx.shop.sellerId,
    actorUserId: owner.userId,
    key: stepKeyOf(ctx, owner),
    locale,
    now: new Date(),
  };
}

/** An owner step's answer: the press's notice, the pressed message edited, a new message, the buyer told. */
async function answerOwner(ctx: ShopContext, answer: OwnerAnswer, options = { answered: false }) {
  if (ctx.callbackQuery && !options.answered) {
    await ctx.answerCallbackQuery(answer.notice ? { text: answer.notice } : undefined);
  }
  const chatId = ctx.chat?.id;
  const messageId = ctx.callbackQuery?.message?.message_id;
  if (answer.edit && chatId !== undefined && messageId !== undefined) {
    await unlessUnchanged(
      ctx.api.editMessageText(chatId, messageId, answer.edit.text, { reply_markup: answer.edit.keyboard }),
    );
  }
  if (answer.reply) {
    await ctx.reply(answer.reply.text, answer.reply.keyboard ? { reply_markup: answer.reply.keyboard } : {});
  }
  if (answer.told) await ctx.shop.orderChanged(answer.told.orderId, answer.told.change);
}

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
