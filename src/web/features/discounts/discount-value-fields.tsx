import { discountKinds } from "@shared/discounts";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type FieldControlProps, FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { useLanguage } from "@/i18n/use-language";
import { amountText, type DiscountForm } from "./form-values";

type NumberField = "value" | "min_order" | "max_uses";

/** A whole number typed in Persian or Latin digits, shown grouped in the interface's digits. */
function NumberInput({
  form,
  name,
  controlProps,
}: {
  form: DiscountForm;
  name: NumberField;
  controlProps: FieldControlProps;
}) {
  const { locale } = useLanguage();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Input
          {...controlProps}
          inputMode="numeric"
          autoComplete="off"
          name={field.name}
          ref={field.ref}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(amountText(event.target.value, locale))}
        />
      )}
    />
  );
}

/** Percent or fixed, how much, and the code's limits: the least order and how many uses in all. */
export function DiscountValueFields({
  form,
  errorOf,
}: {
  form: DiscountForm;
  errorOf: (field: "kind" | NumberField) => string | undefined;
}) {
  const { t } = useTranslation();
  const kind = useWatch({ control: form.control, name: "kind" });
  return (
    <>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-2 font-medium text-sm">{t("discounts.form.kind")}</legend>
        <div className="flex flex-wrap gap-2">
          {discountKinds.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input type="radio" value={value} className="accent-primary" {...form.register("kind")} />
              {t(`discounts.form.kinds.${value}`)}
            </label>
          ))}
        </div>
        {errorOf("kind") && <p className="text-danger text-sm">{errorOf("kind")}</p>}
      </fieldset>
      <div className="grid min-w-0 gap-5 sm:col-span-2 sm:grid-cols-3">
        <FormField
          id="discount-value"
          label={t(kind === "fixed" ? "discounts.form.amountValue" : "discounts.form.percentValue")}
          required
          hint={t(kind === "fixed" ? "discounts.form.amountHint" : "discounts.form.percentHint")}
          error={errorOf("value")}
        >
          {(props) => <NumberInput form={form} name="value" controlProps={props} />}
        </FormField>
        <FormField
          id="discount-min-order"
          label={t("discounts.form.minOrder")}
          hint={t("discounts.form.minOrderHint")}
          error={errorOf("min_order")}
        >
          {(props) => <NumberInput form={form} name="min_order" controlProps={props} />}
        </FormField>
        <FormField
          id="discount-max-uses"
          label={t("discounts.form.maxUses")}
          hint={t("discounts.form.maxUsesHint")}
          error={errorOf("max_uses")}
        >
          {(props) => <NumberInput form={form} name="max_uses" controlProps={props} />}
        </FormField>
      </div>
    </>
  );
}
