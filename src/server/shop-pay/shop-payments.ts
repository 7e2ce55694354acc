import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, lt, ne } from "drizzle-orm";
import { botLink } from "../../shared/bots";
import { payPaths, payTokenPattern } from "../../shared/pay-links";
import { isBlocked } from "../account/service";
import { visitInIdPages } from "../db/id-pages";
import { orders, sellerBots, sellerPaymentGateways, shopPayments } from "../db/schema";
import { withTransaction } from "../db/transaction";
import {
  createZarinpalClient,
  isFinalVerifyRefusal,
  type ZarinpalClient,
  ZarinpalError,
} from "../integrations/zarinpal/zarinpal-client";
import { announceOrderEvent, itemsOf, lineText, recordOrderEvent } from "../orders/service";
import { pendingExpiresAfterMs, reusablePendingMs } from "../payments/service";
import type { ServiceContext } from "../service-context";

/** What paying a shop takes besides the service context: a way to tell the buyer once paid, and the gateway's fetch (tests). */
export interface ShopPayHooks {
  onPaid: (orderId: string) => void;
  fetch?: typeof globalThis.fetch;
}

type OrderRow = typeof orders.$inferSelect;
type ShopPaymentRow = typeof shopPayments.$inferSelect;

/** What the buyer's browser is told: go somewhere, or read a page about the order. */
export type PayStep = { kind: "redirect"; to: string } | { kind: "page"; status: 200 | 404 | 409 | 503; view: PayView };

export type PayState =
  | "review"
  | "paid"
  | "failed"
  | "pending"
  | "checking"
  | "cancelled"
  | "unavailable"
  | "gateway_down"
  | "not_found";

/** The order as its pay page shows it: every line and every sum the buyer pays (DESIGN 30). */
export interface PayViewOrder {
  number: number;
  shopName: string;
  lines: { name: string; quantity: number; total: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  shippingMethod: string | null;
  total: number;
  /** A payment request (issue 36): its one line is what the money is for, not a product. */
  request: boolean;
}

/** Everything the pay pages show; the texts are the page's own (pay-page.ts). */
export interface PayView {
  state: PayState;
  locale: "fa" | "en";
  order?: PayViewOrder;
  /** The buyer ordered in a bot chat, where they are told of the payment too; a shared pay link has none. */
  inBot?: boolean;
  refId?: string | null;
  /** Where "try again" goes (the pay link, or the callback for a verify that could not finish). */
  retryUrl?: string;
  botUrl?: string;
  /** The simulated gateway's two answers (sandbox mode). */
  sandbox?: { payUrl: string; cancelUrl: string };
}

const notFoundStep = (): PayStep => ({ kind: "page", status: 404, view: { state: "not_found", locale: "fa" } });

async function orderByToken(ctx: Pick<ServiceContext, "db">, token: string) {
  if (!payTokenPattern.test(token)) return undefined;
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.payToken, token), eq(orders.paymentMethod, "gateway")));
  return order;
}

/**
 * The bot the order came through: its name and the way back to it. An order made by the seller (a pay link
 * shared in a chat) is named by the seller's first bot, their shop, and has no way back.
 */
async function shopOf(ctx: Pick<ServiceContext, "db">, order: OrderRow) {
  if (!order.botId) {
    const [first] = await ctx.db
      .select({ name: sellerBots.botName })
      .from(sellerBots)
      .where(eq(sellerBots.userId, order.sellerId))
      .orderBy(asc(sellerBots.connectedAt))
      .limit(1);
    return { shopName: first?.name ?? "", botUrl: undefined };
  }
  const [bot] = await ctx.db.select().from(sellerBots).where(eq(sellerBots.id, order.botId));
  return bot ? { shopName: bot.botName, botUrl: botLink(bot.platform, bot.botUsername) } : { shopName: "" };
}

async function viewOf(ctx: Pick<ServiceContext, "db">, order: OrderRow, state: PayState): Promise<PayView> {
  const { shopName, botUrl } = await shopOf(ctx, order);
  return {
    state,
    locale: order.buyerLocale ?? "fa",
    order: {
      number: order.number,
      shopName,
      lines: (await itemsOf(ctx.db, order.id)).map((item) => ({
        name: lineText(item),
        quantity: item.quantity,
        total: item.lineTotal,
      })),
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      shippingMethod: order.shippingMethodName,
      total: order.total,
      request: order.source === "payment_request",
    },
    inBot: order.buyerChatId !== null,
    ...(botUrl ? { botUrl } : {}),
  };
}

/**
 * Zarinpal with the seller's own merchant id (DESIGN 23); "sandbox" on a keyless machine that shows the
 * test page instead; undefined when the seller removed their merchant id.
 */
async function sellerGateway(ctx: ServiceContext & ShopPayHooks, sellerId: string) {
  const { shopPayments: mode } = ctx.config;
  const [row] = await ctx.db.select().from(sellerPaymentGateways).where(eq(sellerPaymentGateways.userId, sellerId));
  if (!row) return undefined;
  if (mode.mode === "sandbox") return "sandbox" as const;
  return createZarinpalClient({
    merchantId: ctx.secrets.open("merchant-id", row.sealedMerchantId),
    apiRoot: mode.apiRoot,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
  });
}

/** Zarinpal's metadata takes a mobile as 09xxxxxxxxx; orders keep it in Latin digits, 09… or +989…. */
const localMobile = (phone: string) => phone.replace(/^\+98/, "0");

/**
 * GET /shop/pay/{token}: the buyer opened the pay link the bot sent. A paid or cancelled order shows its
 * result; a payment started moments ago is continued (a second tap opens the same authority); an older one
 * still pending is verified first (paid, or still being checked, starts nothing); otherwise a payment is
 * requested with the seller's merchant id and the amount of our order, then StartPay.
 */
export async function startShopPayment(
  ctx: ServiceContext & ShopPayHooks,
  input: { token: string; now: Date; review?: boolean },
): Promise<PayStep> {
  const { token, now } = input;
  const order = await orderByToken(ctx, token);
  if (!order) return notFoundStep();
  if (order.paymentStatus === "paid" || order.orderStatus === "cancelled") {
    return { kind: "redirect", to: payPaths.result(token) };
  }
  const [recent] = await ctx.db
    .select()
    .from(shopPayments)
    .where(
      and(
        eq(shopPayments.orderId, order.id),
        eq(shopPayments.status, "pending"),
        gt(shopPayments.createdAt, new Date(now.getTime() - reusablePendingMs)),
      ),
    )
    .orderBy(desc(shopPayments.createdAt))
    .limit(1);

  // A seller an admin blocked takes no new payments (DESIGN 27); one already at the gateway still completes.
  const gateway = (await isBlocked(ctx, { userId: order.sellerId })) ? null : await sellerGateway(ctx, order.sellerId);
  if (!gateway) return { kind: "page", status: 409, view: await viewOf(ctx, order, "unavailable") };
  // Issue 36: a link the seller shared (a manual order, a payment request) shows the order before any payment
  // starts, so the buyer sees what they pay for and a messenger's preview of the link starts nothing. A bot's
  // buyer saw the summary in the chat and goes straight on.
  if (input.review && order.buyerChatId === null && !recent) {
    return {
      kind: "page",
      status: 200,
      view: { ...(await viewOf(ctx, order, "review")), retryUrl: payPaths.go(token) },
    };
  }
  if (gateway === "sandbox") {
    const authority = recent?.authority ?? `sandbox-${randomUUID()}`;
    if (!recent) await insertPayment(ctx, order, authority, now);
    return { kind: "redirect", to: payPaths.sandbox(token, authority) };
  }
  if (recent) return { kind: "redirect", to: gateway.startPayUrl(recent.authority) };
  // Issue 34: an older payment still pending may have gone through; the gateway is asked before a second one.
  const older = await ctx.db
    .select()
    .from(shopPayments)
    .where(and(eq(shopPayments.orderId, order.id), eq(shopPayments.status, "pending")));
  for (const payment of older) {
    const outcome = await settleWithGateway(ctx, { order, payment, gateway, now });
    if (outcome === "paid") return { kind: "redirect", to: payPaths.result(token) };
    if (outcome === "checking") return checkingStep(ctx, { order, token, payment });
  }
  try {
    const { shopName } = await shopOf(ctx, order);
    const lines = (await itemsOf(ctx.db, order.id)).map((item) => `${lineText(item)} × ${item.quantity}`);
    const started = await gateway.requestPayment({
      amountToman: order.total,
      description: `${shopName ? `${shopName} ` : ""}#${order.number}: ${lines.join("، ")}`,
      callbackUrl: `${ctx.config.appUrl}${payPaths.callback(token)}`,
      // A payment request may name no buyer: Zarinpal is then given no mobile.
      ...(order.buyerPhone ? { mobile: localMobile(order.buyerPhone) } : {}),
      orderId: String(order.number),
    });
    await insertPayment(ctx, order, started.authority, now);
    return { kind: "redirect", to: started.startPayUrl };
  } catch (error) {
    if (!(error instanceof ZarinpalError)) throw error;
    ctx.logger.warn(
      { err: error, orderId: order.id },
      "a buyer's payment could not be started at the seller's gateway",
    );
    const view = await viewOf(ctx, order, "gateway_down");
    return { kind: "page", status: 503, view: { ...view, retryUrl: payPaths.start(token) } };
  }
}

/** The order's payment at this authority: an authority of another order is none of this link's. */
async function paymentOf(ctx: Pick<ServiceContext, "db">, order: OrderRow, authority: string) {
  const [payment] = await ctx.db
    .select()
    .from(shopPayments)
    .where(and(eq(shopPayments.orderId, order.id), eq(shopPayments.authority, authority)));
  return payment;
}

async function insertPayment(ctx: Pick<ServiceContext, "db">, order: OrderRow, authority: string, now: Date) {
  await ctx.db.insert(shopPayments).values({
    id: randomUUID(),
    orderId: order.id,
    sellerId: order.sellerId,
    authority,
    amount: order.total,
    createdAt: now,
  });
}

/**
 * GET /shop/pay/{token}/callback?Authority=…&Status=OK|NOK: the buyer is back from the gateway. Verified
 * with the amount from our own row, like plan payments: 100 or 101 is paid, a final refusal is failed (the
 * buyer may try again), anything else (-12, -52, no answer) may hide a payment that went through, so it
 * stays pending and the page says it is being checked (decision 026). Only the request that moves the
 * payment from pending to paid marks the order paid and tells buyer and seller.
 */
export async function verifyShopPayment(
  ctx: ServiceContext & ShopPayHooks,
  input: { token: string; authority: string; status: "OK" | "NOK"; now: Date },
): Promise<PayStep> {
  const { token, now } = input;
  const order = await orderByToken(ctx, token);
  if (!order) return notFoundStep();
  const payment = await paymentOf(ctx, order, input.authority);
  const result: PayStep = { kind: "redirect", to: payPaths.result(token) };
  if (payment?.status !== "pending") return result;
  // A cancelled order takes no money: left unverified, Zarinpal returns the buyer's payment by itself.
  if (input.status === "NOK" || order.orderStatus === "cancelled") {
    await settleFailed(ctx, payment);
    return result;
  }
  const gateway = await sellerGateway(ctx, order.sellerId);
  if (gateway === "sandbox") {
    if (payment.authority.startsWith("sandbox-")) {
      await markPaid(ctx, { order, payment, refId: `SANDBOX-${now.getTime()}`, cardPan: null, now });
    } else await settleFailed(ctx, payment);
    return result;
  }
  const outcome = await settleWithGateway(ctx, { order, payment, gateway, now });
  return outcome === "checking" ? checkingStep(ctx, { order, token, payment }) : result;
}

/** Asks the seller's gateway about a pending payment: paid, failed for good, or still being checked. */
async function settleWithGateway(
  ctx: ServiceContext & ShopPayHooks,
  input: { order: OrderRow; payment: ShopPaymentRow; gateway: ZarinpalClient | undefined; now: Date },
): Promise<"paid" | "failed" | "checking"> {
  const { order, payment, gateway, now } = input;
  try {
    if (!gateway) throw new ZarinpalError("unreachable", null, "The seller's merchant id was removed.");
    const verified = await gateway.verifyPayment({ amountToman: payment.amount, authority: payment.authority });
    await markPaid(ctx, { order, payment, refId: verified.refId, cardPan: verified.cardPan ?? null, now });
    return "paid";
  } catch (error) {
    if (!(error instanceof ZarinpalError)) throw error;
    if (isFinalVerifyRefusal(error)) {
      await settleFailed(ctx, payment);
      return "failed";
    }
    ctx.logger.warn({ err: error, orderId: order.id }, "a buyer's payment could not be verified yet");
    return "checking";
  }
}

/** The "being checked" page, whose button asks the gateway about this payment again. */
async function checkingStep(
  ctx: ServiceContext & ShopPayHooks,
  input: { order: OrderRow; token: string; payment: ShopPaymentRow },
): Promise<PayStep> {
  const view = await viewOf(ctx, input.order, "checking");
  const again = `${payPaths.callback(input.token)}?Authority=${encodeURIComponent(input.payment.authority)}&Status=OK`;
  return { kind: "page", status: 503, view: { ...view, retryUrl: again } };
}

async function settleFailed(ctx: Pick<ServiceContext, "db">, payment: ShopPaymentRow) {
  await ctx.db
    .update(shopPayments)
    .set({ status: "failed" })
    .where(and(eq(shopPayments.id, payment.id), eq(shopPayments.status, "pending")));
}

async function markPaid(
  ctx: ServiceContext & ShopPayHooks,
  input: { order: OrderRow; payment: ShopPaymentRow; refId: string; cardPan: string | null; now: Date },
) {
  const { order, payment, now } = input;
  const changed = await withTransaction(ctx.db, async (tx) => {
    const [flipped] = await tx
      .update(shopPayments)
      .set({ status: "paid", refId: input.refId, cardPan: input.cardPan, paidAt: now })
      .where(and(eq(shopPayments.id, payment.id), eq(shopPayments.status, "pending")))
      .returning({ id: shopPayments.id });
    if (!flipped) return undefined;
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    if (!current || current.paymentStatus === "paid") return undefined;
    if (current.orderStatus === "cancelled") {
      // Cancelled while the gateway verified: the money is the seller's to give back, by hand.
      ctx.logger.warn({ orderId: order.id }, "a cancelled order was paid at the gateway; the seller refunds it");
      return undefined;
    }
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: "paid", updatedAt: now })
      .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, "paid")))
      .returning();
    if (!updated) return undefined;
    const event = await recordOrderEvent(tx, updated, {
      kind: "payment",
      from: current.paymentStatus,
      to: "paid",
      actor: "buyer",
      at: now,
    });
    return { row: updated, event };
  });
  if (!changed) return;
  await announceOrderEvent(ctx, changed.row, changed.event);
  ctx.onPaid(order.id);
}

/** GET /shop/pay/{token}/result: what the buyer reads after paying, or on coming back later. */
export async function payResult(ctx: ServiceContext & ShopPayHooks, input: { token: string }): Promise<PayStep> {
  const order = await orderByToken(ctx, input.token);
  if (!order) return notFoundStep();
  const [latest] = await ctx.db
    .select()
    .from(shopPayments)
    .where(eq(shopPayments.orderId, order.id))
    .orderBy(desc(shopPayments.createdAt))
    .limit(1);
  if (order.paymentStatus === "paid") {
    const [paid] = await ctx.db
      .select({ refId: shopPayments.refId })
      .from(shopPayments)
      .where(and(eq(shopPayments.orderId, order.id), eq(shopPayments.status, "paid")))
      .limit(1);
    return { kind: "page", status: 200, view: { ...(await viewOf(ctx, order, "paid")), refId: paid?.refId ?? null } };
  }
  const state: PayState =
    order.orderStatus === "cancelled" ? "cancelled" : latest?.status === "failed" ? "failed" : "pending";
  const view = await viewOf(ctx, order, state);
  return {
    kind: "page",
    status: 200,
    view: state === "cancelled" ? view : { ...view, retryUrl: payPaths.start(input.token) },
  };
}

/** GET /shop/pay/{token}/sandbox: the simulated gateway of a machine without keys (sandbox mode only). */
export async function sandboxGateway(
  ctx: ServiceContext & ShopPayHooks,
  input: { token: string; authority: string },
): Promise<PayStep> {
  if (ctx.config.shopPayments.mode !== "sandbox") return notFoundStep();
  const order = await orderByToken(ctx, input.token);
  if (!order) return notFoundStep();
  const payment = await paymentOf(ctx, order, input.authority);
  if (payment?.status !== "pending") return { kind: "redirect", to: payPaths.result(input.token) };
  const back = (status: "OK" | "NOK") =>
    `${payPaths.callback(input.token)}?Authority=${encodeURIComponent(payment.authority)}&Status=${status}`;
  const view = await viewOf(ctx, order, "pending");
  return { kind: "page", status: 200, view: { ...view, sandbox: { payUrl: back("OK"), cancelUrl: back("NOK") } } };
}

const expiryBatchSize = 100;

/**
 * Issue 34: the buyers' payments still pending past their authority's lifetime (a closed tab, a callback that
 * never came or could not verify), settled every 10 minutes like plan payments: each asked once per run of
 * the seller's gateway with our amount. Paid marks the order paid and tells buyer and seller, as the callback
 * would; a final refusal fails it; any other answer leaves it pending for the next run. A payment of the
 * sandbox, or of an order cancelled since, took no money and just fails. Counts each outcome.
 */
export async function expirePendingShopPayments(ctx: ServiceContext & ShopPayHooks, input: { now: Date }) {
  const cutoff = new Date(input.now.getTime() - pendingExpiresAfterMs);
  const result = { paid: 0, failed: 0, pending: 0 };
  // Paged by id, so the ones left pending (gateway down) are not read again in this run.
  await visitInIdPages(
    {
      size: expiryBatchSize,
      read: (afterId) =>
        ctx.db
          .select({ payment: shopPayments, order: orders })
          .from(shopPayments)
          .innerJoin(orders, eq(orders.id, shopPayments.orderId))
          .where(
            and(
              eq(shopPayments.status, "pending"),
              lt(shopPayments.createdAt, cutoff),
              afterId ? gt(shopPayments.id, afterId) : undefined,
            ),
          )
          .orderBy(asc(shopPayments.id))
          .limit(expiryBatchSize),
      idOf: (row) => row.payment.id,
    },
    async ({ payment, order }) => {
      result[await settleExpired(ctx, { order, payment, now: input.now })] += 1;
    },
  );
  return result;
}

async function settleExpired(
  ctx: ServiceContext & ShopPayHooks,
  input: { order: OrderRow; payment: ShopPaymentRow; now: Date },
): Promise<"paid" | "failed" | "pending"> {
  const { order, payment } = input;
  const gateway = payment.authority.startsWith("sandbox-") ? "sandbox" : await sellerGateway(ctx, order.sellerId);
  if (order.orderStatus === "cancelled" || gateway === "sandbox") {
    await settleFailed(ctx, payment);
    return "failed";
  }
  const outcome = await settleWithGateway(ctx, { ...input, gateway });
  return outcome === "checking" ? "pending" : outcome;
}
