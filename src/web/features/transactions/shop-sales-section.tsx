import type { ShopSale, ShopSalesSummary } from "@shared/shop-sales";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatLatin, useFormat } from "@/lib/format";
import type { useShopSales } from "./api/shop-sales";
import { salesFigures, saleTracking } from "./shop-sales-figures";
import "./catalog";

/**
 * Issue 35: what buyers paid the seller's shop (DESIGN 23), apart from the seller's own plan payments. A failed
 * load is told here, with its retry, and leaves the plan payments as they are.
 */
export function ShopSalesSection({ sales }: { sales: ReturnType<typeof useShopSales> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="shop-sales-title" className="flex flex-col gap-4">
      <div className="grid gap-1">
        <h4 id="shop-sales-title" className="font-semibold text-base">
          {t("transactions.sales.title")}
        </h4>
        <p className="text-muted-foreground text-sm">{t("transactions.sales.description")}</p>
      </div>
      {sales.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner /> {t("transactions.sales.loading")}
        </p>
      ) : sales.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
          {t("transactions.sales.loadFailed")}
          <Button variant="outline" size="sm" onClick={() => void sales.refetch()}>
            {t("transactions.retry")}
          </Button>
        </div>
      ) : (
        <>
          <SalesFigures summary={sales.data.summary} />
          <SalesTable sales={sales.data.sales} />
        </>
      )}
    </section>
  );
}

function SalesFigures({ summary }: { summary: ShopSalesSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl aria-label={t("transactions.sales.summary.label")} className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {salesFigures(summary).map((figure) => (
        <div key={figure.key} className="rounded-lg border p-4">
          <dt className="text-muted-foreground text-sm">{t(`transactions.sales.summary.${figure.key}`)}</dt>
          <dd className="mt-1 font-bold text-lg">
            {"count" in figure ? format.number(figure.count) : format.toman(figure.toman)}
          </dd>
          {"orders" in figure && figure.orders !== undefined && (
            <dd className="text-muted-foreground text-sm">
              {t("transactions.sales.summary.orders", { count: figure.orders, number: format.number(figure.orders) })}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

const columns = ["date", "order", "buyer", "amount", "method", "tracking"] as const;

function SalesTable({ sales }: { sales: readonly ShopSale[] }) {
  const { t } = useTranslation();
  if (sales.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-6 text-center">
        <p className="font-medium">{t("transactions.sales.empty.title")}</p>
        <p className="mt-1 text-muted-foreground text-sm">{t("transactions.sales.empty.hint")}</p>
      </div>
    );
  }
  // On a phone the table scrolls sideways inside its frame, as the plan payments' does.
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[42rem] text-sm">
        <caption className="sr-only">{t("transactions.sales.table.caption")}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 text-start font-medium">
                {t(`transactions.sales.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <SaleRow key={sale.order_id} sale={sale} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SaleRow({ sale }: { sale: ShopSale }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tracking = saleTracking(sale);
  return (
    <tr className="border-t">
      <td className="px-4 py-2">{format.date(sale.paid_at)}</td>
      <td className="px-4 py-2">{format.number(sale.number)}</td>
      <td className="px-4 py-2">{sale.buyer_name}</td>
      <td className="px-4 py-2">
        <span className="flex flex-wrap items-center gap-2">
          {format.toman(sale.amount)}
          {sale.payment_status === "refunded" && <Badge variant="outline">{t("transactions.sales.refunded")}</Badge>}
        </span>
      </td>
      <td className="px-4 py-2">{t(`transactions.sales.methods.${sale.payment_method}`)}</td>
      {tracking.kind === "code" ? (
        <td className="px-4 py-2 font-mono text-xs">{formatLatin(tracking.code, format.locale)}</td>
      ) : (
        <td className="px-4 py-2 text-muted-foreground">{t(`transactions.sales.tracking.${tracking.key}`)}</td>
      )}
    </tr>
  );
}
