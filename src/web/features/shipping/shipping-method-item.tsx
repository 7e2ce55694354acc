import { needsAddress, type ShippingMethod, type ShopOrigin } from "@shared/shipping";
import { Pencil, Trash2, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useDeleteShippingMethod } from "./api/delete-shipping-method";
import { useSaveShippingMethod } from "./api/save-shipping-method";
import { methodToInput } from "./form-values";
import { costRuleWords, provincesWords } from "./method-words";
import { ShippingMethodDialog } from "./shipping-method-dialog";

/** One method: its name, cost rule and provinces in words, its switch, and edit and delete. */
export function ShippingMethodItem({ method, origin }: { method: ShippingMethod; origin: ShopOrigin | null }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const save = useSaveShippingMethod();
  const remove = useDeleteShippingMethod();
  const nameId = `shipping-method-${method.id}`;
  const switchId = `${nameId}-active`;
  const active = save.isPending ? (save.variables.values.is_active ?? method.is_active) : method.is_active;
  const failed = (title: string, error: unknown) =>
    toast.error(title, { description: apiErrorMessage(t, error, locale) });

  function toggle(next: boolean) {
    save.mutate(
      { id: method.id, values: methodToInput(method, next) },
      {
        onSuccess: () =>
          toast.success(t(next ? "shipping.toasts.shown" : "shipping.toasts.hidden", { name: method.name })),
        onError: (error) => failed(t("shipping.toasts.toggleFailed"), error),
      },
    );
  }

  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div className="grid min-w-0 gap-1">
            <h4 id={nameId} className="wrap-anywhere font-semibold">
              {method.name}
            </h4>
            <p className="text-sm">{costRuleWords(method, t, locale)}</p>
            <p className="text-muted-foreground text-sm">{provincesWords(method, t, locale)}</p>
            {method.delivery_text && <p className="text-muted-foreground text-sm">{method.delivery_text}</p>}
            {!needsAddress(method) && <p className="text-muted-foreground text-xs">{t("shipping.noAddress")}</p>}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-center gap-1">
          <Switch
            id={switchId}
            checked={active}
            disabled={save.isPending}
            aria-labelledby={`${switchId}-label ${nameId}`}
            onCheckedChange={toggle}
          />
          <label id={`${switchId}-label`} htmlFor={switchId} className="text-muted-foreground text-xs">
            {t("shipping.active")}
          </label>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <ShippingMethodDialog
          editing={method}
          origin={origin}
          trigger={
            <Button size="sm" variant="outline" aria-label={t("shipping.editLabel", { name: method.name })}>
              <Pencil aria-hidden="true" />
              {t("shipping.edit")}
            </Button>
          }
        />
        <ConfirmDeleteDialog
          trigger={
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              aria-label={t("shipping.deleteLabel", { name: method.name })}
              className="text-danger hover:text-danger"
            >
              <Trash2 aria-hidden="true" />
              {t("shipping.delete")}
            </Button>
          }
          title={t("shipping.remove.title", { name: method.name })}
          description={t("shipping.remove.description")}
          cancelLabel={t("shipping.remove.cancel")}
          confirmLabel={t("shipping.remove.confirm")}
          onConfirm={() =>
            remove.mutateAsync(method.id).then(
              () => {
                toast.success(t("shipping.toasts.deleted"));
                return true;
              },
              (error: unknown) => {
                failed(t("shipping.toasts.deleteFailed"), error);
                return false;
              },
            )
          }
        />
      </div>
    </article>
  );
}
