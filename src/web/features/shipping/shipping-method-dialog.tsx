import type { ShippingMethod, ShopOrigin } from "@shared/shipping";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { ShippingMethodForm } from "./shipping-method-form";

/** The add or edit dialog of a method, opened by its trigger, which takes the focus back when it closes. */
export function ShippingMethodDialog({
  trigger,
  editing,
  origin,
}: {
  trigger: ReactNode;
  editing: ShippingMethod | null;
  origin: ShopOrigin | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = t(editing ? "shipping.form.editTitle" : "shipping.form.addTitle");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t("shipping.form.cancel")} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("shipping.form.description")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved method. */}
        {open && <ShippingMethodForm editing={editing} origin={origin} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
