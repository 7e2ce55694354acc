import { type OrderStatus, orderStatuses } from "@shared/orders";
import { Plus, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useOrders } from "./api/orders";
import { useReceiptApproval } from "./api/receipt-settings";
import { ManualOrderForm } from "./manual-order-form";
import { OrderCard } from "./order-card";
import { payLinkAddress } from "./pay-link-address";
import { PayLinkReady, type PayLinkSubject } from "./pay-link-share";
import { PaymentRequestDialog } from "./payment-request-dialog";
import "./catalog";

/** How long typing pauses before the search asks the server. */
const searchDelayMs = 300;

/** ORD-01..14: the seller's orders, live, with a status filter, a search and the manual order dialog. */
export function OrdersPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const orders = useOrders({ status, q });
  const receiptApproval = useReceiptApproval();
  const { error } = orders;
  const [recording, setRecording] = useState(false);
  // Issue 36: an order made with a pay link ends its dialog on the link, to copy or share.
  const [withLink, setWithLink] = useState<PayLinkSubject | null>(null);
  function record(open: boolean) {
    setRecording(open);
    if (!open) setWithLink(null);
  }

  // ORD-13: a failed load is told once per failure, beside the retry button below.
  useEffect(() => {
    if (error) toast.error(t("orders.loadFailed"), { description: apiErrorMessage(t, error, format.locale) });
  }, [error, t, format.locale]);

  const pages = orders.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const counts = pages[0]?.counts;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const countText = (count: number | undefined) => (count === undefined ? "…" : format.number(count));

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t("orders.title")}</CardTitle>
          <CardDescription>{t("orders.description")}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <PaymentRequestDialog />
          <Dialog open={recording} onOpenChange={record}>
            <DialogTrigger asChild>
              <Button>
                <Plus aria-hidden="true" />
                {t("orders.record")}
              </Button>
            </DialogTrigger>
            <DialogContent closeLabel={t("orders.form.cancel")} className="max-w-lg">
              {withLink ? (
                <PayLinkReady {...withLink} />
              ) : (
                <>
                  <DialogHeader>
                    <DialogTitle>{t("orders.form.title")}</DialogTitle>
                    <DialogDescription>{t("orders.form.description")}</DialogDescription>
                  </DialogHeader>
                  <ManualOrderForm
                    onDone={({ pay_url, number, total }) =>
                      pay_url ? setWithLink({ url: payLinkAddress(pay_url), number, total }) : record(false)
                    }
                  />
                </>
              )}
            </DialogContent>
          </Dialog>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <FormField id="orders-status" label={t("orders.filter.label")}>
            {(control) => (
              <NativeSelect
                {...control}
                value={status}
                onChange={(event) => setStatus(event.target.value as OrderStatus | "all")}
              >
                <option value="all">{t("orders.filter.all", { formattedCount: countText(total) })}</option>
                {orderStatuses.map((value) => (
                  <option key={value} value={value}>
                    {t("orders.filter.status", {
                      status: t(`orders.statuses.${value}`),
                      total: countText(counts?.[value]),
                    })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="orders-search" label={t("orders.search.label")}>
            {(control) => (
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  {...control}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={t("orders.search.placeholder")}
                  maxLength={100}
                  className="ps-9"
                />
              </div>
            )}
          </FormField>
        </div>
        {orders.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner /> {t("orders.loading")}
          </p>
        ) : orders.isError && items.length === 0 ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
            {t("orders.loadFailed")}
            <Button variant="outline" size="sm" onClick={() => void orders.refetch()}>
              {t("orders.retry")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {status === "all" && q === "" ? t("orders.empty") : t("orders.emptyFiltered")}
          </p>
        ) : (
          <>
            <ul aria-label={t("orders.title")} aria-busy={orders.isFetching} className="flex flex-col gap-3">
              {items.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} receiptApproval={receiptApproval} />
                </li>
              ))}
            </ul>
            {orders.hasNextPage && (
              <Button
                variant="outline"
                className="self-center"
                disabled={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {orders.isFetchingNextPage && <Spinner />}
                {t("orders.more")}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
