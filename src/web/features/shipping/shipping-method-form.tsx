import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ShippingMethod,
  type ShippingMethodFormValues,
  type ShippingMethodValues,
  type ShopOrigin,
  shippingMethodFormSchema,
  shippingPresets,
} from "@shared/shipping";
import { useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { SettingSwitch } from "@/components/setting-switch";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useSaveShippingMethod } from "./api/save-shipping-method";
import {
  firstFormProblem,
  groupedAmount,
  type MethodField,
  methodFieldOf,
  methodToFormValues,
  newMethodForm,
  presetChanges,
  validationKey,
} from "./form-values";
import { ProvincePicker } from "./province-picker";

type ShippingMethodFormProps = {
  /** The method to edit; null adds one. */
  editing: ShippingMethod | null;
  origin: ShopOrigin | null;
  onDone: () => void;
};

const amountFields = ["cost", "free_above", "own_province_cost"] as const satisfies MethodField[];

/** Issue 36: a method's preset, name, cost rule, provinces and delivery time, checked by the API's own rules. */
export function ShippingMethodForm({ editing, origin, onDone }: ShippingMethodFormProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const save = useSaveShippingMethod();
  const [initialValues] = useState(() => (editing ? methodToFormValues(editing, locale) : newMethodForm(locale)));
  const { register, handleSubmit, formState, control, getValues, setValue, setError } = useForm<
    ShippingMethodFormValues,
    unknown,
    ShippingMethodValues
  >({ resolver: zodResolver(shippingMethodFormSchema), defaultValues: initialValues });

  const errorOf = (field: MethodField) => {
    const message = formState.errors[field]?.message;
    return message ? t(`shipping.validation.${validationKey(message)}`) : undefined;
  };

  const preset = register("preset", {
    onChange: (event: { target: HTMLSelectElement }) => {
      const chosen = shippingPresets.find((name) => name === event.target.value);
      if (!chosen) return;
      const { name, cost, provinces } = presetChanges(chosen, getValues(), { locale, origin });
      const options = { shouldValidate: formState.isSubmitted };
      if (name !== undefined) setValue("name", name, options);
      if (cost !== undefined) setValue("cost", cost, options);
      if (provinces !== undefined) {
        setValue("all_provinces", false, options);
        setValue("provinces", provinces, options);
      }
    },
  });

  function refuse(errors: FieldErrors<ShippingMethodFormValues>) {
    const problem = firstFormProblem(errors);
    if (problem === "fillRequired") toast.error(t("shipping.toasts.fillRequired"));
    else if (problem) toast.error(t("shipping.toasts.invalid"), { description: t(`shipping.validation.${problem}`) });
  }

  async function submit(values: ShippingMethodValues) {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, values });
      toast.success(t(editing ? "shipping.toasts.updated" : "shipping.toasts.added"));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          const field = methodFieldOf(path);
          if (field) setError(field, { type: "server", message });
        }
      }
      toast.error(t("shipping.toasts.saveFailed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  const amountHints: Record<(typeof amountFields)[number], string> = {
    cost: t("shipping.form.costHint"),
    free_above: t("shipping.form.freeAboveHint"),
    own_province_cost: t(origin ? "shipping.form.ownProvinceCostHint" : "shipping.form.ownProvinceNoOrigin"),
  };
  const amountLabels: Record<(typeof amountFields)[number], string> = {
    cost: t("shipping.form.cost"),
    free_above: t("shipping.form.freeAbove"),
    own_province_cost: t("shipping.form.ownProvinceCost"),
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit, refuse)(event)} className="grid min-w-0 gap-4">
      <FormField id="shipping-preset" label={t("shipping.form.preset")} error={errorOf("preset")}>
        {(props) => (
          <NativeSelect {...props} {...preset}>
            {shippingPresets.map((name) => (
              <option key={name} value={name}>
                {t(`shipping.presets.${name}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="shipping-name"
        label={t("shipping.form.name")}
        required
        hint={t("shipping.form.nameHint")}
        error={errorOf("name")}
      >
        {(props) => <Input {...props} {...register("name")} autoComplete="off" maxLength={60} />}
      </FormField>
      {amountFields.map((field) => (
        <FormField
          key={field}
          id={`shipping-${field}`}
          label={amountLabels[field]}
          required={field === "cost"}
          hint={amountHints[field]}
          error={errorOf(field)}
        >
          {(props) => (
            <Controller
              control={control}
              name={field}
              render={({ field: amount }) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  autoComplete="off"
                  name={amount.name}
                  ref={amount.ref}
                  value={amount.value}
                  onBlur={amount.onBlur}
                  onChange={(event) => amount.onChange(groupedAmount(event.target.value, locale))}
                />
              )}
            />
          )}
        </FormField>
      ))}
      <Controller
        control={control}
        name="all_provinces"
        render={({ field: all }) => (
          <Controller
            control={control}
            name="provinces"
            render={({ field: chosen }) => (
              <ProvincePicker
                id="shipping-provinces"
                allProvinces={all.value}
                chosen={chosen.value}
                onAllProvincesChange={all.onChange}
                onChosenChange={chosen.onChange}
                error={errorOf("provinces")}
                locale={locale}
              />
            )}
          />
        )}
      />
      <FormField
        id="shipping-delivery-text"
        label={t("shipping.form.deliveryText")}
        hint={t("shipping.form.deliveryTextHint")}
        error={errorOf("delivery_text")}
      >
        {(props) => <Input {...props} {...register("delivery_text")} autoComplete="off" maxLength={120} />}
      </FormField>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <SettingSwitch
            id="shipping-active"
            label={t("shipping.form.active")}
            hint={t(field.value ? "shipping.form.activeOn" : "shipping.form.activeOff")}
            checked={field.value}
            disabled={false}
            onChange={field.onChange}
          />
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("shipping.form.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending && <Spinner />}
          {t(save.isPending ? "shipping.form.saving" : "shipping.form.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
