import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SettingSwitch } from "@/components/setting-switch";
import type { DiscountForm } from "./form-values";
import { JalaliDateField } from "./jalali-date-field";

/** When the code holds: an optional first and last Jalali day, on Tehran's clock. */
export function DiscountDateFields({
  form: { control },
  errorOf,
}: {
  form: DiscountForm;
  errorOf: (field: "starts_at" | "ends_at") => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        control={control}
        name="starts_at"
        render={({ field }) => (
          <JalaliDateField
            id="discount-start"
            edge="start"
            legend={t("discounts.form.startDate")}
            toggleLabel={t("discounts.form.hasStart")}
            hint={t("discounts.form.startHint")}
            value={field.value ?? null}
            onChange={field.onChange}
            error={errorOf("starts_at")}
          />
        )}
      />
      <Controller
        control={control}
        name="ends_at"
        render={({ field }) => (
          <JalaliDateField
            id="discount-end"
            edge="end"
            legend={t("discounts.form.endDate")}
            toggleLabel={t("discounts.form.hasEnd")}
            hint={t("discounts.form.endHint")}
            value={field.value ?? null}
            onChange={field.onChange}
            error={errorOf("ends_at")}
          />
        )}
      />
    </>
  );
}

/** Once per buyer, and whether the bot takes the code at all. */
export function DiscountSwitches({ form: { control } }: { form: DiscountForm }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <Controller
        control={control}
        name="once_per_buyer"
        render={({ field }) => (
          <SettingSwitch
            id="discount-once"
            label={t("discounts.form.oncePerBuyer")}
            hint={t("discounts.form.oncePerBuyerHint")}
            checked={field.value ?? false}
            disabled={false}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <SettingSwitch
            id="discount-active"
            label={t("discounts.form.active")}
            hint={t("discounts.form.activeHint")}
            checked={field.value ?? true}
            disabled={false}
            onChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
