import type { InboxItem } from "@shared/conversations";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

/** The buyer's latest orders with the shop, each with its status, and how many they made in all. */
export function OrderList({ orders, count }: { orders: InboxItem["orders"]; count: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span className="min-w-0 text-muted-foreground text-xs">
      {t("conversations.orders", { count, formattedCount: format.number(count) })}{" "}
      {orders
        .map((order) =>
          t("conversations.order", {
            number: format.number(order.number),
            status: t(`conversations.orderStatuses.${order.order_status}`),
          }),
        )
        .join(t("conversations.orderJoiner"))}
    </span>
  );
}
