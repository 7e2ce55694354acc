import type { Order, OrderStatus } from "@shared/orders";
import { productMediaAccept } from "@shared/products";
import { Check, ImagePlus } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { pathInActingShop } from "@/lib/acting-shop";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useAttachReceipt, useDecideReceipt } from "./api/order-changes";
import type { OrderActions } from "./order-actions";
import { RejectReceiptDialog } from "./reject-receipt-dialog";

/**
 * DESIGN 23: a card-to-card receipt photo, attached by hand or by the bot, and the seller's decision on it
 * (approve: paid; reject: failed, issue 37: asked first, with a reason). Issue 35: `offer` says whether approving
 * confirms the order too, as the button then says; it waits until that is known.
 */
export function ReceiptReview({
  order,
  offer,
  offerKnown,
}: {
  order: Order;
  offer: OrderActions["receipt"];
  offerKnown: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const decide = useDecideReceipt();
  const attach = useAttachReceipt();
  const picker = useRef<HTMLInputElement>(null);
  const number = format.number(order.number);
  const takesReceipt =
    order.order_status !== "cancelled" && (order.payment_status === "pending" || order.payment_status === "failed");
  const approveLabel = t(offer === "approveAndConfirm" ? "orders.receipt.approveAndConfirm" : "orders.receipt.approve");

  function approve() {
    decide.mutate(
      { id: order.id, decision: "approve" },
      {
        onSuccess: (decided) => toast.success(t(approvedToast(order.order_status, decided.order_status), { number })),
        onError: (error) =>
          toast.error(t("orders.toasts.receiptFailed"), { description: apiErrorMessage(t, error, format.locale) }),
      },
    );
  }

  function upload(file: File | undefined) {
    if (!file) return;
    attach.mutate(
      { id: order.id, file },
      {
        onSuccess: () => toast.success(t("orders.toasts.receiptAttached", { number })),
        onError: (error) =>
          toast.error(t("orders.toasts.attachFailed"), { description: apiErrorMessage(t, error, format.locale) }),
      },
    );
  }

  return (
    <section
      aria-label={t("orders.receipt.title")}
      className="flex flex-wrap items-center gap-3 rounded-md bg-muted/40 p-3 text-sm"
    >
      {order.receipt_url ? (
        <a href={pathInActingShop(order.receipt_url)} target="_blank" rel="noreferrer" className="shrink-0">
          <img
            src={pathInActingShop(order.receipt_url)}
            alt={t("orders.receipt.alt", { number })}
            className="h-20 w-16 rounded border object-cover"
          />
          <span className="sr-only">{t("orders.receipt.open")}</span>
        </a>
      ) : (
        <p className="text-muted-foreground">{t("orders.receipt.waiting")}</p>
      )}
      <div className="ms-auto flex flex-wrap gap-2">
        {takesReceipt && (
          <>
            <input
              ref={picker}
              type="file"
              hidden
              accept={productMediaAccept.image.join(",")}
              onChange={(event) => {
                upload(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <Button
              size="sm"
              variant="outline"
              disabled={attach.isPending}
              aria-label={t("orders.receipt.attachLabel", { number })}
              onClick={() => picker.current?.click()}
            >
              {attach.isPending ? <Spinner /> : <ImagePlus aria-hidden="true" />}
              {t("orders.receipt.attach")}
            </Button>
          </>
        )}
        {offer && (
          <>
            <RejectReceiptDialog order={order} disabled={decide.isPending} />
            <Button
              size="sm"
              disabled={decide.isPending || !offerKnown}
              aria-label={t("orders.actions.named", { action: approveLabel, number })}
              onClick={approve}
            >
              {decide.isPending ? <Spinner /> : <Check aria-hidden="true" />}
              {approveLabel}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** The toast after an approval: one that confirmed the order says so (issue 35). */
function approvedToast(before: OrderStatus, after: OrderStatus) {
  return before !== after ? "orders.toasts.receiptApprovedAndConfirmed" : "orders.toasts.receiptApproved";
}
