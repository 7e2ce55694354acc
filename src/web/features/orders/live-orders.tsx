import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { useRealtimeEvents } from "@/lib/realtime";
import { allOrdersKey, useOrders } from "./api/orders";
import "./catalog";

/** Events arriving within this time refresh the orders once. */
const refreshDelayMs = 200;

/**
 * ORD-12: while the workspace is open, every change of the seller's orders (on any instance, DESIGN 22)
 * re-reads the orders, and an order from a buyer is announced with a toast that opens the orders tab.
 */
export function useLiveOrders() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const pendingRefresh = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingRefresh.current), []);
  useRealtimeEvents("order", user !== null, (message) => {
    // A burst of events (a replay after a reconnect, a busy shop) is one refresh of the lists, not one each.
    pendingRefresh.current ??= setTimeout(() => {
      pendingRefresh.current = undefined;
      void queryClient.invalidateQueries({ queryKey: allOrdersKey }, { cancelRefetch: false });
    }, refreshDelayMs);
    if (message.type !== "order" || message.kind !== "created") return;
    // One toast per order: the form that recorded it here replaces this one with its own.
    toast.info(t("orders.toasts.newOrder", { number: format.number(message.order_number) }), {
      id: orderToastId(message.order_id),
      action: {
        label: t("orders.toasts.view"),
        onClick: () => {
          void navigate("/dashboard?tab=orders", { preventScrollReset: true });
          // The tabs sit below the home section: bring the orders into sight.
          requestAnimationFrame(() => document.getElementById("workspace-title")?.scrollIntoView({ block: "start" }));
        },
      },
    });
  });
}

/** The toast of an order's arrival, shared by the live announcement and the form that recorded it. */
export const orderToastId = (orderId: string) => `order-created-${orderId}`;

/** The orders waiting for the seller (status new), for the count on the orders tab; 0 until known. */
export function useNewOrderCount(): number {
  const orders = useOrders({ status: "all", q: "" });
  return orders.data?.pages[0]?.counts?.new ?? 0;
}

/** The count on the orders tab, named for screen readers. */
export function NewOrdersBadge() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = useNewOrderCount();
  if (count === 0) return null;
  return (
    <span
      role="status"
      aria-label={t("orders.tabBadge", { count, formattedCount: format.number(count) })}
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs"
    >
      {format.number(count)}
    </span>
  );
}
