import { type Order, type OrderEvent, type OrderStatus, orderStatuses } from "@shared/orders";
import { type PaymentStatus, paymentStatuses } from "@shared/payments";
import { History } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useOrderHistory } from "./api/order-history";

/** DESIGN 21: every change of the order, oldest first; read when opened. */
export function OrderHistoryDialog({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const history = useOrderHistory(order.id, open);
  const number = format.number(order.number);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t("orders.history.openLabel", { number })}>
          <History aria-hidden="true" />
          {t("orders.history.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("orders.history.close")}>
        <DialogHeader>
          <DialogTitle>{t("orders.history.title", { number })}</DialogTitle>
          <DialogDescription>{t("orders.history.description")}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner /> {t("orders.history.loading")}
          </p>
        ) : history.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t("orders.history.failed")}
          </p>
        ) : (
          <ol className="flex flex-col gap-3 border-s ps-4">
            {history.data.map((event) => (
              <li key={event.id} className="text-sm">
                <p className="font-medium">
                  <EventText event={event} />
                </p>
                {event.note && (
                  <p className="whitespace-pre-wrap">{t("orders.history.reason", { reason: event.note })}</p>
                )}
                <p className="text-muted-foreground text-xs">
                  {format.dateTime(event.created_at)} ·{" "}
                  {/* DESIGN 35: a seller's change names who in the shop made it, the owner or a staff member. */}
                  {event.actor === "seller" && event.actor_name
                    ? t("orders.history.byName", { name: event.actor_name })
                    : t(`orders.history.actors.${event.actor}`)}
                </p>
              </li>
            ))}
          </ol>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("orders.history.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const isOrderStatus = (value: string | null): value is OrderStatus =>
  (orderStatuses as readonly (string | null)[]).includes(value);
const isPaymentStatus = (value: string): value is PaymentStatus =>
  (paymentStatuses as readonly string[]).includes(value);

/** One change in words: placed, a status moved, a payment decided, a receipt received, a tracking code given. */
function EventText({ event }: { event: OrderEvent }) {
  const { t } = useTranslation();
  if (event.kind === "created") return t("orders.history.created");
  if (event.kind === "receipt") return t("orders.history.receipt");
  if (event.kind === "tracking") return t("tracking.history", { to: event.to });
  if (event.kind === "payment") {
    return t("orders.history.payment", { to: isPaymentStatus(event.to) ? t(`orders.payments.${event.to}`) : event.to });
  }
  const label = (value: string | null) => (isOrderStatus(value) ? t(`orders.statuses.${value}`) : (value ?? ""));
  return t("orders.history.status", { from: label(event.from), to: label(event.to) });
}
