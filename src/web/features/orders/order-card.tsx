import { itemName } from "@shared/item-name";
import type { Order, OrderItem, OrderStatus } from "@shared/orders";
import { nationalMobile } from "@shared/profile";
import { Ban, CircleCheck, PackageCheck, ReceiptText, Truck } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { pathInActingShop } from "@/lib/acting-shop";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatLatin, useFormat } from "@/lib/format";
import { useChangeOrderStatus } from "./api/order-changes";
import type { ReceiptApproval } from "./api/receipt-settings";
import { orderActions } from "./order-actions";
import { OrderHistoryDialog } from "./order-history-dialog";
import { PayLinkActions } from "./pay-link-actions";
import { ReceiptReview } from "./receipt-review";
import { ShipDialog } from "./ship-dialog";
import { TrackingDetail } from "./tracking-detail";

const actionIcons: Record<OrderStatus, ComponentType<{ "aria-hidden": "true" }>> = {
  new: CircleCheck,
  confirmed: CircleCheck,
  shipped: Truck,
  delivered: PackageCheck,
  cancelled: Ban,
};

const statusVariant: Record<OrderStatus, "default" | "secondary" | "outline"> = {
  new: "default",
  confirmed: "secondary",
  shipped: "secondary",
  delivered: "outline",
  cancelled: "outline",
};

/**
 * ORD-02..11: one order as the seller sees it, with a button for each change 001 §4 allows from here; issue 35:
 * while a new order's receipt waits, approving it confirms the order too (unless the seller keeps them apart).
 */
export function OrderCard({ order, receiptApproval }: { order: Order; receiptApproval: ReceiptApproval }) {
  const { t } = useTranslation();
  const format = useFormat();
  const change = useChangeOrderStatus();
  const number = format.number(order.number);
  const titleId = `order-${order.id}`;
  const { receipt, forward, canCancel } = orderActions(order, receiptApproval.confirmsOrder);

  async function move(to: OrderStatus): Promise<boolean> {
    try {
      await change.mutateAsync({ id: order.id, to });
      toast.success(t("orders.toasts.statusUpdated", { number, status: t(`orders.statuses.${to}`) }));
      return true;
    } catch (error) {
      toast.error(t("orders.toasts.statusFailed"), { description: apiErrorMessage(t, error, format.locale) });
      return false;
    }
  }

  const [first] = order.items;
  const single = order.items.length === 1 && first ? first : undefined;
  const lineName = (item: OrderItem) => itemName(item.product_name, item.variant_label);
  // One line of several units reads as before: the total, and how it is made up.
  const amountText =
    single && single.quantity > 1 && order.total === single.line_total
      ? `${format.toman(order.total)} (${t("orders.quantityTimesPrice", {
          quantity: format.number(single.quantity),
          price: format.toman(single.unit_price),
        })})`
      : format.toman(order.total);
  const discountText = order.discount_code
    ? `${format.toman(order.discount)} (${formatLatin(order.discount_code, format.locale)})`
    : format.toman(order.discount);

  const details: [string, string, "ltr"?][] = [
    [t("orders.fields.buyer"), order.buyer_name],
    [t("orders.fields.phone"), format.digits(nationalMobile(order.buyer_phone)), "ltr"],
    ...(order.buyer_address ? ([[t("orders.fields.address"), order.buyer_address]] as [string, string][]) : []),
    [t("orders.fields.payment"), t(`orders.methods.${order.payment_method}`)],
    [t("orders.fields.amount"), amountText],
    ...(order.discount > 0 ? ([[t("orders.fields.discount"), discountText]] as [string, string][]) : []),
    ...(order.shipping_method
      ? ([[t("orders.fields.shipping"), `${order.shipping_method} (${format.toman(order.shipping)})`]] as [
          string,
          string,
        ][])
      : []),
    [t("orders.fields.date"), format.dateTime(order.created_at)],
  ];

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={titleId} className="font-semibold">
            {t("orders.number", { number })}
            <span className="text-muted-foreground"> · </span>
            {first && (
              <>
                <span className="wrap-anywhere">{lineName(first)}</span>{" "}
                <span className="font-mono text-muted-foreground text-xs">
                  {formatLatin(first.code, format.locale)}
                </span>
              </>
            )}
            {order.items.length > 1 && (
              <span className="text-muted-foreground">
                {" "}
                {t("orders.moreLines", { count: order.items.length - 1, value: format.number(order.items.length - 1) })}
              </span>
            )}
          </h4>
          <p className="text-muted-foreground text-xs">
            {t(`orders.sources.${order.source}`)}
            {order.items.some((item) => item.product_deleted) && (
              <>
                {" · "}
                <Badge variant="outline" className="text-danger">
                  {t("orders.productDeleted")}
                </Badge>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={statusVariant[order.order_status]}>
            <span className="sr-only">{t("orders.fields.orderStatus")}: </span>
            {t(`orders.statuses.${order.order_status}`)}
          </Badge>
          <Badge variant={order.payment_status === "paid" ? "default" : "outline"}>
            <span className="sr-only">{t("orders.fields.paymentStatus")}: </span>
            {t(`orders.payments.${order.payment_status}`)}
          </Badge>
        </div>
      </header>
      {order.items.length > 1 && (
        <ul aria-label={t("orders.lines")} className="flex flex-col gap-1 rounded-md bg-muted/50 p-3 text-sm">
          {order.items.map((item, index) => (
            // Lines have no id of their own in the API; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an order never move
            <li key={index} className="flex flex-wrap justify-between gap-x-4">
              <span className="wrap-anywhere min-w-0">
                {lineName(item)}{" "}
                <span className="font-mono text-muted-foreground text-xs">{formatLatin(item.code, format.locale)}</span>
              </span>
              <span className="tabular-nums">
                {t("orders.quantityTimesPrice", {
                  quantity: format.number(item.quantity),
                  price: format.toman(item.unit_price),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {/* A payment request may name no buyer (issue 36): an empty field is not shown. */}
        {details
          .filter(([, value]) => value !== "")
          .map(([label, value, dir]) => (
            <div key={label} className="flex min-w-0 gap-2">
              <dt className="shrink-0 text-muted-foreground">{label}:</dt>
              <dd dir={dir} className="wrap-anywhere min-w-0">
                {value}
              </dd>
            </div>
          ))}
        {order.tracking && <TrackingDetail tracking={order.tracking} />}
      </dl>
      {order.payment_method === "card_to_card" && (
        <ReceiptReview order={order} offer={receipt} offerKnown={receiptApproval.known} />
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <OrderHistoryDialog order={order} />
        <PayLinkActions order={order} />
        <Button asChild size="sm" variant="outline">
          <a
            href={pathInActingShop(order.invoice_url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("orders.invoice.openLabel", { number })}
          >
            <ReceiptText aria-hidden="true" />
            {t("orders.invoice.open")}
          </a>
        </Button>
        {canCancel && (
          <ConfirmDeleteDialog
            trigger={
              <Button
                size="sm"
                variant="ghost"
                disabled={change.isPending}
                aria-label={t("orders.actions.named", { action: t("orders.actions.cancelled"), number })}
                className="text-danger hover:text-danger"
              >
                <Ban aria-hidden="true" />
                {t("orders.actions.cancelled")}
              </Button>
            }
            title={t("orders.cancelDialog.title", { number })}
            description={t("orders.cancelDialog.description")}
            cancelLabel={t("orders.cancelDialog.keep")}
            confirmLabel={t("orders.cancelDialog.confirm")}
            confirmIcon={<Ban aria-hidden="true" />}
            onConfirm={() => move("cancelled")}
          />
        )}
        {order.order_status === "shipped" && <ShipDialog order={order} mode="edit" disabled={change.isPending} />}
        {forward.map((to) => {
          // Issue 36: shipping asks for the carrier and the tracking code first.
          if (to === "shipped") return <ShipDialog key={to} order={order} mode="ship" disabled={change.isPending} />;
          const Icon = actionIcons[to];
          return (
            <Button
              key={to}
              size="sm"
              disabled={change.isPending}
              aria-label={t("orders.actions.named", { action: t(`orders.actions.${to}`), number })}
              onClick={() => void move(to)}
            >
              {change.isPending && change.variables?.to === to ? <Spinner /> : <Icon aria-hidden="true" />}
              {t(`orders.actions.${to}`)}
            </Button>
          );
        })}
      </div>
    </article>
  );
}
