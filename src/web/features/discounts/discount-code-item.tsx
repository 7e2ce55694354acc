import type { DiscountCode } from "@shared/discounts";
import { Pencil } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatLatin, useFormat } from "@/lib/format";
import { useSaveDiscountCode } from "./api/save-discount-code";
import { DeleteDiscountCodeDialog } from "./delete-discount-code-dialog";
import { discountToInput } from "./form-values";
import { tehranDateWords } from "./tehran-dates";

/** When a code runs, in Jalali dates on Tehran's clock: its end is the last day it holds. */
function useDatesText(code: DiscountCode) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useMemo(() => tehranDateWords(format.locale), [format.locale]);
  const { starts_at: start, ends_at: end } = code;
  if (start && end) return t("discounts.list.between", { from: words.date(start), to: words.lastDay(end) });
  if (start) return t("discounts.list.from", { date: words.date(start) });
  if (end) return t("discounts.list.until", { date: words.lastDay(end) });
  return t("discounts.list.always");
}

/** One code: what it takes off, its uses of the most, the revenue of its orders, its dates, switch, edit and delete. */
export function DiscountCodeItem({ code, onEdit }: { code: DiscountCode; onEdit: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveDiscountCode();
  const dates = useDatesText(code);
  const name = formatLatin(code.code, format.locale);
  const off =
    code.kind === "percent"
      ? t("discounts.list.percentOff", { value: format.percent(code.value / 100) })
      : t("discounts.list.amountOff", { value: format.toman(code.value) });
  const uses =
    code.max_uses === null
      ? t("discounts.list.uses", { uses: format.number(code.uses) })
      : t("discounts.list.usesOf", { uses: format.number(code.uses), max: format.number(code.max_uses) });
  const chosen = code.product_ids.length + code.categories.length;
  const ended = code.ends_at !== null && new Date(code.ends_at).getTime() <= Date.now();
  const usedUp = code.max_uses !== null && code.uses >= code.max_uses;
  const switchId = `discount-active-${code.id}`;

  function setActive(isActive: boolean) {
    save.mutate(
      { id: code.id, values: discountToInput(code, { is_active: isActive }) },
      {
        onError: (error) =>
          toast.error(t("discounts.toasts.toggleFailed"), { description: apiErrorMessage(t, error, format.locale) }),
      },
    );
  }

  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <code dir="ltr" className="font-semibold">
            {code.code}
          </code>
          <span className="font-medium text-sm">{off}</span>
          {ended && <Badge variant="secondary">{t("discounts.list.ended")}</Badge>}
          {usedUp && <Badge variant="secondary">{t("discounts.list.usedUp")}</Badge>}
        </p>
        <p className="text-muted-foreground text-xs">
          {[
            code.min_order === null ? null : t("discounts.list.minOrder", { value: format.toman(code.min_order) }),
            chosen === 0
              ? t("discounts.list.allProducts")
              : t("discounts.list.someProducts", { count: chosen, value: format.number(chosen) }),
            code.once_per_buyer ? t("discounts.list.oncePerBuyer") : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="text-xs">{dates}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>{uses}</span>
          <span>{t("discounts.list.revenue", { value: format.toman(code.revenue) })}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-2 pe-2">
          <Switch
            id={switchId}
            checked={code.is_active}
            disabled={save.isPending}
            onCheckedChange={setActive}
            aria-label={t("discounts.list.activeNamed", { code: name })}
          />
          <label htmlFor={switchId} className="text-sm" aria-hidden="true">
            {t(code.is_active ? "discounts.list.active" : "discounts.list.inactive")}
          </label>
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t("discounts.list.editNamed", { code: name })}>
          <Pencil aria-hidden="true" />
          {t("discounts.list.edit")}
        </Button>
        <DeleteDiscountCodeDialog code={code} />
      </div>
    </li>
  );
}
