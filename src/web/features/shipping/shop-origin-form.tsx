import { zodResolver } from "@hookform/resolvers/zod";
import { citiesOf, provinceById, provincesByName } from "@shared/iran-provinces";
import { type ShopOrigin, type ShopOriginInput, type ShopOriginValues, shopOriginInputSchema } from "@shared/shipping";
import { MapPin } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useSaveShopOrigin } from "./api/shop-origin";
import { validationKey } from "./form-values";

/** Where the shop sends from: a province, then a city of that province (its capital first). */
export function ShopOriginForm({ origin }: { origin: ShopOrigin | null }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const save = useSaveShopOrigin();
  const { register, handleSubmit, formState, watch, setValue, setError } = useForm<
    ShopOriginInput,
    unknown,
    ShopOriginValues
  >({
    resolver: zodResolver(shopOriginInputSchema),
    // Unset: no province chosen, the select shows its "choose" line.
    defaultValues: origin ?? { city: "" },
  });
  const province = watch("province");
  const cities = citiesOf(province);

  const errorOf = (field: "province" | "city") => {
    const message = formState.errors[field]?.message;
    return message ? t(`shipping.validation.${validationKey(message)}`) : undefined;
  };

  // A new province starts from its capital, the city most shops of it send from.
  const provinceField = register("province", {
    onChange: (event: { target: HTMLSelectElement }) =>
      setValue("city", provinceById(event.target.value)?.capital ?? "", { shouldValidate: formState.isSubmitted }),
  });

  async function submit(values: ShopOriginValues) {
    try {
      await save.mutateAsync(values);
      toast.success(t("shipping.origin.saved"));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          if (issue.path === "province" || issue.path === "city") setError(issue.path, { message: issue.message });
        }
      }
      toast.error(t("shipping.origin.saveFailed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  return (
    <section aria-labelledby="shop-origin-title" className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid gap-1">
          <h4 id="shop-origin-title" className="font-semibold">
            {t("shipping.origin.title")}
          </h4>
          <p className="text-muted-foreground text-sm">{t("shipping.origin.description")}</p>
          {origin === null && <p className="text-muted-foreground text-xs">{t("shipping.origin.unset")}</p>}
        </div>
      </div>
      <form
        noValidate
        aria-labelledby="shop-origin-title"
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <FormField id="shop-origin-province" label={t("shipping.origin.province")} error={errorOf("province")}>
          {(props) => (
            <NativeSelect {...props} {...provinceField}>
              <option value="">{t("shipping.origin.choose")}</option>
              {provincesByName(locale).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name[locale]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="shop-origin-city" label={t("shipping.origin.city")} error={errorOf("city")}>
          {(props) => (
            <NativeSelect {...props} {...register("city")} disabled={cities.length === 0}>
              <option value="" disabled>
                {t("shipping.origin.choose")}
              </option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending && <Spinner />}
          {t(save.isPending ? "shipping.origin.saving" : "shipping.origin.save")}
        </Button>
      </form>
    </section>
  );
}
