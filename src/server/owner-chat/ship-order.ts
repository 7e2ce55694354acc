import { and, eq } from "drizzle-orm";
import type { InlineKeyboardButton, InlineKeyboardMarkup } from "grammy/types";
import { latinDigits } from "../../shared/digits";
import type { Locale } from "../../shared/locales";
import type { OrderChange } from "../../shared/orders";
import { formatCount } from "../../shared/toman";
import {
  type TrackingCarrier,
  type TrackingValues,
  trackingCarrierNames,
  trackingCarriers,
  trackingInputSchema,
} from "../../shared/tracking";
import { orders } from "../db/schema";
import { DomainError } from "../errors";
import { changeOrderStatus, changeTracking, type OrderRow } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { recordShopAction } from "../staff/service";
import { clearOwnerStep, type OwnerChatKey, type OwnerStep, readOwnerStep, writeOwnerStep } from "./owner-steps";
import { ownerTexts } from "./owner-texts";

/** What the owner is answered: a new message, or the pressed one edited; and the buyer's news when the order moved. */
export interface OwnerAnswer {
  notice?: string;
  edit?: { text: string; keyboard: InlineKeyboardMarkup };
  reply?: { text: string; keyboard?: InlineKeyboardMarkup };
  told?: { orderId: string; change: OrderChange };
}

type ShipContext = Pick<ServiceContext, "db" | "events" | "logger">;
interface ShipInput {
  sellerId: string;
  /** Whose chat asked: the order's history names them (DESIGN 35). */
  actorUserId: string;
  key: OwnerChatKey;
  locale: Locale;
  now: Date;
}
type CodeStep = Extract<OwnerStep, { step: "owner_ship_code" }>;

/** `/ship N`'s buttons: `os:<number>:<carrier>`, or `os:<number>:x` to leave it. */
const shipButtonPattern = /^os:(\d{1,9}):([a-z_]+)$/;
const stopVerb = "x";
const shipButton = (text: string, number: number, verb: TrackingCarrier | typeof stopVerb): InlineKeyboardButton => ({
  text,
  callback_data: `os:${number}:${verb}`,
});

/** The order and carrier a `/ship` button names (null: Cancel), or undefined when the data is not one. */
export function parseShipButton(data: string): { number: number; carrier: TrackingCarrier | null } | undefined {
  const [, number, verb] = shipButtonPattern.exec(data) ?? [];
  if (number === undefined) return undefined;
  if (verb === stopVerb) return { number: Number(number), carrier: null };
  const carrier = trackingCarriers.find((name) => name === verb);
  return carrier ? { number: Number(number), carrier } : undefined;
}

/** Issue 36's rule, as the web's: a confirmed order is marked shipped, a shipped one has its code corrected. */
const shippable = (order: OrderRow) => order.orderStatus === "confirmed" || order.orderStatus === "shipped";

function refusal(order: OrderRow, locale: Locale): string {
  const t = ownerTexts[locale];
  const refused = t.shipRefused(formatCount(order.number, locale), t.statuses[order.orderStatus]);
  return order.orderStatus === "new" ? `${refused} ${t.confirmFirst}` : refused;
}

async function sellersOrder(
  ctx: Pick<ServiceContext, "db">,
  sellerId: string,
  by: { id: string } | { number: number },
) {
  const which = "id" in by ? eq(orders.id, by.id) : eq(orders.number, by.number);
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), which));
  return order;
}

/**
 * `/ship N` (N as the seller sees it, Persian or Arabic digits too), or Ship on a confirmed order's alert: an order
 * of this shop that can ship is asked its carrier; any other is said why not, as the web refuses it.
 */
export async function startShipping(
  ctx: ShipContext,
  input: ShipInput & ({ typed: string } | { orderId: string }),
): Promise<OwnerAnswer> {
  const t = ownerTexts[input.locale];
  let order: OrderRow | undefined;
  if ("typed" in input) {
    const typed = latinDigits(input.typed.trim());
    if (!/^\d{1,9}$/.test(typed)) return { reply: { text: t.shipUsage } };
    order = await sellersOrder(ctx, input.sellerId, { number: Number(typed) });
    if (!order) return { reply: { text: t.shipUnknownOrder(formatCount(Number(typed), input.locale)) } };
  } else {
    order = await sellersOrder(ctx, input.sellerId, { id: input.orderId });
    if (!order) return { notice: t.notYours };
  }
  if (!shippable(order)) return { reply: { text: refusal(order, input.locale) } };
  await writeOwnerStep(
    ctx,
    input.key,
    { step: "owner_ship_carrier", orderId: order.id, number: order.number },
    input.now,
  );
  const number = formatCount(order.number, input.locale);
  const lines = [t.askCarrier(number)];
  if (order.orderStatus === "shipped" && order.trackingCode) lines.push(t.currentCode(order.trackingCode));
  const names = trackingCarrierNames[input.locale];
  const keyboard = {
    inline_keyboard: [
      trackingCarriers.map((carrier) => shipButton(names[carrier], order.number, carrier)),
      [shipButton(t.stop, order.number, stopVerb)],
    ],
  };
  return { reply: { text: lines.join("\n"), keyboard } };
}

/** A carrier pressed: the code is asked next. Cancel ends the step. A button of a step that ended says so only. */
export async function chooseCarrier(
  ctx: ShipContext,
  input: ShipInput & { number: number; carrier: TrackingCarrier | null },
): Promise<OwnerAnswer> {
  const t = ownerTexts[input.locale];
  const { step } = await readOwnerStep(ctx, input.key, input.now);
  const shipping = step && step.step !== "owner_reject_reason" && step.number === input.number ? step : undefined;
  if (!shipping) return { notice: t.stepGone };
  const number = formatCount(input.number, input.locale);
  if (input.carrier === null) {
    await clearOwnerStep(ctx, input.key);
    return { notice: t.shipStopped(number), edit: { text: t.shipStopped(number), keyboard: { inline_keyboard: [] } } };
  }
  const { orderId } = shipping;
  await writeOwnerStep(
    ctx,
    input.key,
    { step: "owner_ship_code", orderId, number: input.number, carrier: input.carrier },
    input.now,
  );
  return {
    edit: { text: askCodeText(input.locale, input.number, input.carrier), keyboard: stopKeyboard(t, input.number) },
  };
}

function askCodeText(locale: Locale, orderNumber: number, carrier: TrackingCarrier) {
  const t = ownerTexts[locale];
  const asked = t.askCode(formatCount(orderNumber, locale), trackingCarrierNames[locale][carrier]);
  return carrier === "iran_post" ? `${asked}\n${t.iranPostHint}` : asked;
}

const stopKeyboard = (t: (typeof ownerTexts)[Locale], orderNumber: number): InlineKeyboardMarkup => ({
  inline_keyboard: [[shipButton(t.stop, orderNumber, stopVerb)]],
});

type CodeProblem = keyof (typeof ownerTexts)[Locale]["codeInvalid"];
const codeProblems: readonly string[] = [
  "codeRequired",
  "codeTooLong",
  "iranPostCodeInvalid",
  "invalidCharacters",
] satisfies CodeProblem[];
const isCodeProblem = (message: string | undefined): message is CodeProblem =>
  message !== undefined && codeProblems.includes(message);

/**
 * The code the owner typed, judged by the web's rules (src/shared/tracking.ts): refused, it is asked again; good,
 * the order is marked shipped with it (or a shipped one's code corrected), through the orders' own services.
 */
export async function giveTrackingCode(
  ctx: ShipContext,
  input: ShipInput & { step: CodeStep; text: string },
): Promise<OwnerAnswer> {
  const { step, locale } = input;
  const t = ownerTexts[locale];
  const parsed = trackingInputSchema.safeParse({ carrier: step.carrier, tracking_code: input.text });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    const problem = t.codeInvalid[isCodeProblem(message) ? message : "codeRequired"];
    await writeOwnerStep(ctx, input.key, step, input.now);
    return { reply: { text: t.codeAgain(problem), keyboard: stopKeyboard(t, step.number) } };
  }
  await clearOwnerStep(ctx, input.key);
  const order = await sellersOrder(ctx, input.sellerId, { id: step.orderId });
  if (!order) return { reply: { text: t.shipUnknownOrder(formatCount(step.number, locale)) } };
  try {
    return await recordShipment(ctx, { ...input, order, values: parsed.data });
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 409) throw error;
    const now = await sellersOrder(ctx, input.sellerId, { id: order.id });
    const text = now && !shippable(now) ? refusal(now, locale) : t.shipChanged(formatCount(step.number, locale));
    return { reply: { text } };
  }
}

/** The shop's activity names whose chat shipped it, as the web's routes would be named (DESIGN 35). */
const recordShipped = (ctx: ShipContext, input: ShipInput & { order: OrderRow }, action: string) =>
  recordShopAction(ctx, { shopId: input.sellerId, actorId: input.actorUserId, action, subjectId: input.order.id });

/** Shipped as the web's ship dialog does it: POST status to shipped, or PUT tracking for a shipped order. */
async function recordShipment(
  ctx: ShipContext,
  input: ShipInput & { order: OrderRow; values: TrackingValues },
): Promise<OwnerAnswer> {
  const { order, values, locale } = input;
  const t = ownerTexts[locale];
  const number = formatCount(order.number, locale);
  const carrier = trackingCarrierNames[locale][values.carrier];
  const base = {
    sellerId: input.sellerId,
    id: order.id,
    actor: "seller" as const,
    actorUserId: input.actorUserId,
    now: input.now,
  };
  if (order.orderStatus === "shipped") {
    const { changed } = await changeTracking(ctx, { ...base, values });
    if (changed) await recordShipped(ctx, input, "changeOrderTracking");
    const told = changed ? { orderId: order.id, change: { kind: "tracking" as const } } : undefined;
    return { reply: { text: t.trackingSaved(number, carrier, values.tracking_code) }, told };
  }
  const shipped = await changeOrderStatus(ctx, {
    ...base,
    to: "shipped",
    shipment: { carrier: values.carrier, code: values.tracking_code },
  });
  await recordShipped(ctx, input, "changeOrderStatus");
  return {
    reply: { text: t.shipped(number, carrier, values.tracking_code) },
    told: { orderId: order.id, change: { kind: "status", to: shipped.order_status } },
  };
}
