import type { Order } from "@shared/orders";
import { Pencil, Truck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useShippingPreset } from "./api/shipping-presets";
import { ShipForm } from "./ship-form";
import "./tracking-catalog";

/**
 * Issue 36: "Mark shipped" asks for the carrier (from the order's method) and the tracking code; once shipped,
 * the same dialog adds or corrects the code (`edit`). The form waits for the method's preset, which picks
 * the carrier and says whether the order may go without a code.
 */
export function ShipDialog({ order, mode, disabled }: { order: Order; mode: "ship" | "edit"; disabled?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const { preset, loading } = useShippingPreset(order.shipping_method_id, open);
  const number = format.number(order.number);
  const action = mode === "ship" ? t("orders.actions.shipped") : t("tracking.edit");
  const Icon = mode === "ship" ? Truck : Pencil;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={mode === "ship" ? "default" : "outline"}
          disabled={disabled}
          aria-label={
            mode === "ship" ? t("orders.actions.named", { action, number }) : t("tracking.editLabel", { number })
          }
        >
          <Icon aria-hidden="true" />
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("tracking.ship.cancel")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            {t(mode === "ship" ? "tracking.ship.title" : "tracking.ship.editTitle", { number })}
          </DialogTitle>
          <DialogDescription>
            {t(mode === "ship" ? "tracking.ship.description" : "tracking.ship.editDescription")}
          </DialogDescription>
        </DialogHeader>
        {loading ? (
          <Spinner label={t("tracking.ship.loading")} />
        ) : (
          <ShipForm order={order} mode={mode} preset={preset} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
