import type { DiscountCode } from "@shared/discounts";
import type { TemplateFormInput } from "@shared/templates";
import type { UseQueryResult } from "@tanstack/react-query";
import type { UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { NativeSelect } from "@/components/ui/native-select";

/** Issue 36: the seller's code a discount template's `{code}` stands for; "no code" leaves it unfilled. */
export function DiscountCodeField({
  codes,
  register,
  error,
}: {
  codes: UseQueryResult<DiscountCode[]>;
  register: UseFormRegister<TemplateFormInput>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const choices = codes.data ?? [];
  const hint = codes.isPending
    ? t("templates.form.discountCodesLoading")
    : codes.isSuccess && choices.length === 0
      ? t("templates.form.discountCodesNone")
      : t("templates.form.discountCodeHint");
  return (
    <FormField id="template-discount-code" label={t("templates.form.discountCode")} hint={hint} error={error}>
      {(controlProps) =>
        // The chosen code shows once the codes are here: a select without its option would show "no code".
        codes.isPending ? (
          <NativeSelect {...controlProps} disabled>
            <option>{t("templates.form.discountCodeNone")}</option>
          </NativeSelect>
        ) : (
          <NativeSelect
            {...controlProps}
            {...register("discount_code_id", { setValueAs: (value: string | null) => (value ? value : null) })}
          >
            <option value="">{t("templates.form.discountCodeNone")}</option>
            {choices.map((code) => (
              <option key={code.id} value={code.id}>
                {code.code}
              </option>
            ))}
          </NativeSelect>
        )
      }
    </FormField>
  );
}
