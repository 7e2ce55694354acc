import { type ShopOrigin, shippingLimits } from "@shared/shipping";
import { Plus, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useShippingMethods } from "./api/shipping-methods";
import { useShopOrigin } from "./api/shop-origin";
import "./catalog";
import { ShippingMethodDialog } from "./shipping-method-dialog";
import { ShippingMethodItem } from "./shipping-method-item";
import { ShopOriginForm } from "./shop-origin-form";

/** Issue 36, DESIGN 31: the settings tab's shipping card: where the shop sends from, and its methods. */
export function ShippingSettings() {
  const { t } = useTranslation();
  const format = useFormat();
  const methods = useShippingMethods();
  const origin = useShopOrigin();
  const held = methods.data?.length ?? 0;
  const full = held >= shippingLimits.perShop;
  const shopOrigin = origin.data ?? null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        {/* Wide enough to read: on a phone the add button goes beneath the description. */}
        <div className="min-w-0 flex-1 basis-64">
          <CardTitle>{t("shipping.title")}</CardTitle>
          <CardDescription>{t("shipping.description")}</CardDescription>
        </div>
        <div className="flex flex-col items-start gap-1">
          <ShippingMethodDialog
            editing={null}
            origin={shopOrigin}
            trigger={
              <Button variant="outline" disabled={!methods.isSuccess || full}>
                <Plus aria-hidden="true" />
                {t("shipping.add")}
              </Button>
            }
          />
          {methods.isSuccess && (
            <p className="text-muted-foreground text-xs">
              {t("shipping.limit", { held: format.number(held), limit: format.number(shippingLimits.perShop) })}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {origin.isError ? (
          <LoadFailed message={t("shipping.origin.loadFailed")} onRetry={() => void origin.refetch()} />
        ) : origin.isSuccess ? (
          // Keyed by the saved origin, so the form starts again from what the server kept.
          <ShopOriginForm key={originKey(shopOrigin)} origin={shopOrigin} />
        ) : null}
        <MethodList origin={shopOrigin} />
      </CardContent>
    </Card>
  );
}

const originKey = (origin: ShopOrigin | null) => (origin ? `${origin.province}/${origin.city}` : "unset");

function MethodList({ origin }: { origin: ShopOrigin | null }) {
  const { t } = useTranslation();
  const methods = useShippingMethods();
  if (methods.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner />
        {t("shipping.loading")}
      </p>
    );
  }
  if (methods.isError) {
    return <LoadFailed message={t("shipping.loadFailed")} onRetry={() => void methods.refetch()} />;
  }
  if (methods.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
        <Truck aria-hidden="true" className="size-7 text-muted-foreground" />
        <p className="text-muted-foreground text-sm">{t("shipping.empty")}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {methods.data.map((method) => (
        <li key={method.id}>
          <ShippingMethodItem method={method} origin={origin} />
        </li>
      ))}
    </ul>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
      {message}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("shipping.retry")}
      </Button>
    </div>
  );
}
