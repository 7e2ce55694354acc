import type { InlineKeyboardButton, InlineKeyboardMarkup } from "grammy/types";
import { provinceName } from "../../shared/iran-provinces";
import type { Locale } from "../../shared/locales";
import {
  type OwnerAlertKind,
  type OwnerAlertState,
  type ReceiptRejectPreset,
  receiptRejectPresets,
} from "../../shared/owner-chat";
import { formatCount, formatToman } from "../../shared/toman";
import { buttonUrlAllowed } from "../integrations/telegram/button-url";
import { lineText, type OrderItemRow, type OrderRow } from "../orders/service";
import { ownerTexts } from "./owner-texts";

/** A preset reason's button rejects at once with it (`reject!amount`). */
const rejectForVerb = (preset: ReceiptRejectPreset) => `reject!${preset}` as const;

/**
 * What a button asks for; with the alert's id it is the callback data (`ow:<alert>:<verb>`, under 64 bytes).
 * `reject!` (no reason) is what alerts sent before reasons were asked still carry; `reason` waits for a typed one;
 * `ship` starts `/ship N` for a confirmed order.
 */
export const alertVerbs = [
  "confirm",
  "cancel",
  "cancel!",
  "approve",
  "reject",
  "reject!",
  ...receiptRejectPresets.map(rejectForVerb),
  "reason",
  "back",
  "ship",
] as const;
export type AlertVerb = (typeof alertVerbs)[number];

/** The preset reason a verb rejects with, if it is one. */
export const presetOfVerb = (verb: AlertVerb): ReceiptRejectPreset | undefined =>
  receiptRejectPresets.find((preset) => rejectForVerb(preset) === verb);

const callbackPrefix = "ow:";

export const alertButtonData = (alertId: string, verb: AlertVerb) => `${callbackPrefix}${alertId}:${verb}`;

/** The alert and verb a button names, or undefined when the data is not an owner button's. */
export function parseAlertButton(data: string): { alertId: string; verb: AlertVerb } | undefined {
  if (!data.startsWith(callbackPrefix)) return undefined;
  const [alertId, verb] = data.slice(callbackPrefix.length).split(":");
  const known = alertVerbs.find((candidate) => candidate === verb);
  return alertId && known ? { alertId, verb: known } : undefined;
}

/** A text message holds 4,096 characters and a caption 1,024 (INTEGRATIONS); an order of 50 lines is cut short. */
const shownLines = 15;

export interface AlertView {
  kind: OwnerAlertKind;
  state: OwnerAlertState;
  /** The alert's row id, for its buttons. */
  alertId: string;
  order: OrderRow;
  items: OrderItemRow[];
  locale: Locale;
  /** Where the seller's orders open in the web (the button is left out where the platform refuses the address). */
  ordersUrl: string;
  /** Said last when the message no longer offers buttons: what was done, or that the order changed meanwhile. */
  outcome?: string;
}

/** The alert's text and buttons for the state it is in (issue 37). */
export function alertMessage(view: AlertView): { text: string; keyboard: InlineKeyboardMarkup } {
  const t = ownerTexts[view.locale];
  const { order, locale } = view;
  const number = formatCount(order.number, locale);
  const money = (amount: number) => formatToman(amount, locale);
  const title = {
    new_order: t.newOrder,
    receipt: t.receipt,
    paid: t.paid,
    buyer_cancelled: t.buyerCancelled,
  }[view.kind](number);
  const lines = [title];
  if (view.kind === "new_order") {
    for (const item of view.items.slice(0, shownLines)) {
      lines.push(`• ${lineText(item)} × ${formatCount(item.quantity, locale)}: ${money(item.lineTotal)}`);
    }
    if (view.items.length > shownLines) lines.push(`… +${formatCount(view.items.length - shownLines, locale)}`);
  }
  if (order.buyerName) lines.push(t.buyer(order.buyerName));
  if (view.kind === "new_order") {
    if (order.buyerPhone) lines.push(t.phone(order.buyerPhone));
    const place = [
      order.buyerProvince ? provinceName(order.buyerProvince, locale) : null,
      order.buyerCity,
      order.buyerAddress,
      order.buyerPostalCode,
    ].filter((part): part is string => Boolean(part));
    if (place.length > 0) lines.push(t.address(place.join("، ")));
    if (order.shippingMethodName) lines.push(t.shipping(order.shippingMethodName, money(order.shipping)));
    if (order.discount > 0 && order.discountCode) lines.push(t.discount(order.discountCode, money(order.discount)));
    lines.push(`${t.total(money(order.total))} · ${t.methods[order.paymentMethod]}`);
  } else {
    lines.push(t.amount(money(order.total)));
  }
  if (view.state === "asking_cancel") lines.push("", t.askCancel(number));
  if (view.state === "asking_reject") lines.push("", t.askRejectReason(number));
  if (view.state === "asking_reason") lines.push("", t.askTypedReason(number));
  if (view.outcome) lines.push("", view.outcome);
  return { text: lines.join("\n"), keyboard: { inline_keyboard: buttonsOf(view) } };
}

function buttonsOf(view: AlertView): InlineKeyboardButton[][] {
  const t = ownerTexts[view.locale];
  const button = (text: string, verb: AlertVerb) => ({ text, callback_data: alertButtonData(view.alertId, verb) });
  const web: InlineKeyboardButton[][] = buttonUrlAllowed(view.ordersUrl)
    ? [[{ text: t.openInWeb, url: view.ordersUrl }]]
    : [];
  // A confirmed order's next step is its shipping (001 §4), whatever its alert said last.
  const ship = view.kind === "new_order" && view.order.orderStatus === "confirmed" ? [[button(t.ship, "ship")]] : [];
  if (view.state === "done") return [...ship, ...web];
  if (view.state === "asking_cancel") return [[button(t.yesCancel, "cancel!"), button(t.back, "back")]];
  if (view.state === "asking_reject") {
    return [
      ...receiptRejectPresets.map((preset) => [button(t.rejectReasons[preset], rejectForVerb(preset))]),
      [button(t.otherReason, "reason")],
      [button(t.back, "back")],
    ];
  }
  // Back from typing a reason is back to the reasons.
  if (view.state === "asking_reason") return [[button(t.back, "reject")]];
  if (view.kind === "new_order") return [[button(t.confirm, "confirm"), button(t.cancel, "cancel")], ...web];
  if (view.kind === "receipt") return [[button(t.approve, "approve"), button(t.reject, "reject")], ...web];
  return web;
}
