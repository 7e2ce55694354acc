import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DiscountCode,
  type DiscountCodeFormOutput,
  type DiscountCodeFormValues,
  discountCodeFormSchema,
} from "@shared/discounts";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useSaveDiscountCode } from "./api/save-discount-code";
import { type DiscountScope, DiscountScopeFields } from "./discount-scope-fields";
import { DiscountDateFields, DiscountSwitches } from "./discount-terms-fields";
import { DiscountValueFields } from "./discount-value-fields";
import {
  type DiscountFormField,
  discountToFormValues,
  fieldIssues,
  formFields,
  newDiscountForm,
  suggestDiscountCode,
  validationKey,
} from "./form-values";

type DiscountCodeDialogProps = {
  /** The code to edit, or null to add one. */
  code: DiscountCode | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Issue 36: add or edit a code: its value and limits, its Jalali dates in Tehran and what it applies to. */
export function DiscountCodeDialog({ code, open, onOpenChange }: DiscountCodeDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const save = useSaveDiscountCode();
  // The panel gives each opening its own dialog (a key), so the values start from the code.
  const [initialValues] = useState(() => (code ? discountToFormValues(code, locale) : newDiscountForm()));
  const [scope, setScope] = useState<DiscountScope>(
    code && (code.product_ids.length > 0 || code.categories.length > 0) ? "chosen" : "all",
  );
  const [scopeError, setScopeError] = useState<string | undefined>();
  const form = useForm<DiscountCodeFormValues, unknown, DiscountCodeFormOutput>({
    resolver: zodResolver(discountCodeFormSchema),
    defaultValues: initialValues,
  });
  const { register, handleSubmit, formState, setError, setValue } = form;
  const errorOf = (field: DiscountFormField) => {
    const message = formState.errors[field]?.message;
    return typeof message === "string" ? t(validationKey(message)) : undefined;
  };

  function refuse(errors: FieldErrors<DiscountCodeFormValues>) {
    const first = formFields.map((field) => errors[field]?.message).find((message) => typeof message === "string");
    toast.error(t("discounts.validation.title"), first ? { description: t(validationKey(first)) } : undefined);
  }

  async function submit(values: DiscountCodeFormOutput) {
    const chosen = values.product_ids.length > 0 || values.categories.length > 0;
    if (scope === "chosen" && !chosen) {
      setScopeError(t("discounts.form.chooseSomething"));
      return void toast.error(t("discounts.validation.title"), { description: t("discounts.form.chooseSomething") });
    }
    setScopeError(undefined);
    const input = scope === "all" ? { ...values, product_ids: [], categories: [] } : values;
    try {
      await save.mutateAsync({ id: code?.id ?? null, values: input });
      toast.success(t(code ? "discounts.toasts.updated" : "discounts.toasts.added"));
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { field, message } of fieldIssues(error.issues)) setError(field, { type: "server", message });
        if (error.code === "discount_code_taken") setError("code", { type: "server", message: "codeTaken" });
      }
      toast.error(t("discounts.toasts.saveFailed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("discounts.form.cancel")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(code ? "discounts.form.editTitle" : "discounts.form.addTitle")}</DialogTitle>
          <DialogDescription>{t("discounts.form.description")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(submit, refuse)(event)}
          className="grid min-w-0 gap-5 sm:grid-cols-2"
        >
          <FormField
            id="discount-code"
            label={t("discounts.form.code")}
            required
            hint={t("discounts.form.codeHint")}
            error={errorOf("code")}
            className="sm:col-span-2"
          >
            {(props) => (
              <div className="flex min-w-0 gap-2">
                <Input
                  dir="ltr"
                  autoComplete="off"
                  className="min-w-0 flex-1 uppercase"
                  {...props}
                  {...register("code")}
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    setValue("code", suggestDiscountCode(), {
                      shouldDirty: true,
                      shouldValidate: formState.isSubmitted,
                    })
                  }
                >
                  <Sparkles aria-hidden="true" />
                  {t("discounts.form.suggest")}
                </Button>
              </div>
            )}
          </FormField>
          <DiscountValueFields form={form} errorOf={errorOf} />
          <DiscountDateFields form={form} errorOf={errorOf} />
          <DiscountScopeFields
            form={form}
            scope={scope}
            onScopeChange={setScope}
            error={scopeError ?? errorOf("product_ids") ?? errorOf("categories")}
          />
          <DiscountSwitches form={form} />
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("discounts.form.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              {save.isPending && <Spinner />}
              {t(save.isPending ? "discounts.form.saving" : "discounts.form.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
