import { zodResolver } from "@hookform/resolvers/zod";
import {
  type MessageTemplate,
  type TemplateFormInput,
  type TemplateType,
  templateFormSchema,
  templateTypes,
  variablesOf,
} from "@shared/templates";
import { type RefObject, useRef } from "react";
import { type FieldErrors, type UseFormReturn, useForm, useWatch } from "react-hook-form";
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
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useLanguage } from "@/i18n/use-language";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useDiscountCodeChoices } from "./api/discount-code-choices";
import { useSaveTemplate } from "./api/save-template";
import { DiscountCodeField } from "./discount-code-field";
import { insertAtCursor } from "./insert-at-cursor";
import { type FormFieldName, fieldIssues, firstWrongField, validationKey } from "./template-form-errors";
import { TemplatePreview } from "./template-preview";

type TemplateDialogProps = {
  /** The template to edit, or null to add one. */
  template: MessageTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const formValues = (template: MessageTemplate | null): TemplateFormInput => ({
  template_type: template?.template_type ?? "welcome",
  template_name: template?.template_name ?? "",
  content: template?.content ?? "",
  discount_code_id: template?.discount_code_id ?? null,
});

/** TPL-03: add or edit a template; the type says when the bot sends it (DESIGN 24), the preview shows how. */
export function TemplateDialog({ template, open, onOpenChange }: TemplateDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const save = useSaveTemplate();
  // `raw`: the server gets what the user typed and parses it with the same schema.
  const form = useForm<TemplateFormInput, unknown, TemplateFormInput>({
    resolver: zodResolver(templateFormSchema, undefined, { raw: true }),
    defaultValues: formValues(template),
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  const type = useWatch({ control, name: "template_type" });
  const content = useWatch({ control, name: "content" }) ?? "";
  const codeId = useWatch({ control, name: "discount_code_id" }) ?? null;
  const codes = useDiscountCodeChoices(open && type === "discount");
  const chosenCode = codes.data?.find((code) => code.id === codeId)?.code;
  const errorOf = (field: FormFieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(validationKey(field, message));
  };
  // Registered in the form's order, so a refused submit focuses the first field that is wrong.
  const typeField = register("template_type");
  const nameField = register("template_name");
  const { ref: contentFieldRef, ...contentField } = register("content");

  // 001 §8: a refused form says "fill required fields", as the bots and products forms do, besides each field's own error.
  function refuse(errors: FieldErrors<TemplateFormInput>) {
    const first = firstWrongField(errors);
    toast.error(t("templates.validation.title"), first === undefined ? undefined : { description: t(first) });
  }

  async function submit(values: TemplateFormInput) {
    try {
      await save.mutateAsync({ id: template?.id ?? null, values });
      toast.success(t("templates.toasts.saved"));
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { field, message } of fieldIssues(error.issues)) setError(field, { type: "server", message });
      }
      toast.error(t("templates.toasts.saveFailed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("templates.form.cancel")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(template ? "templates.form.editTitle" : "templates.form.addTitle")}</DialogTitle>
          <DialogDescription>{t("templates.form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(submit, refuse)(event)} className="grid gap-4">
          <FormField
            id="template-type"
            label={t("templates.form.type")}
            required
            hint={t(`templates.moments.${type}`)}
            error={errorOf("template_type")}
          >
            {(controlProps) => (
              <NativeSelect {...controlProps} {...typeField}>
                {templateTypes.map((value) => (
                  <option key={value} value={value}>
                    {t(`templates.types.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="template-name" label={t("templates.form.name")} required error={errorOf("template_name")}>
            {(controlProps) => <Input autoComplete="off" {...controlProps} {...nameField} />}
          </FormField>
          <FormField
            id="template-content"
            label={t("templates.form.content")}
            required
            hint={t("templates.form.contentHint")}
            error={errorOf("content")}
          >
            {(controlProps) => (
              <Textarea
                rows={5}
                // Each line takes its own direction, as Telegram shows it: a Latin line in a Persian message reads left to right.
                className="[unicode-bidi:plaintext]"
                {...controlProps}
                {...contentField}
                ref={(element) => {
                  contentFieldRef(element);
                  contentRef.current = element;
                }}
              />
            )}
          </FormField>
          {type === "discount" && (
            <DiscountCodeField codes={codes} register={register} error={errorOf("discount_code_id")} />
          )}
          <VariableButtons form={form} type={type} contentRef={contentRef} />
          <TemplatePreview content={content} code={chosenCode} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("templates.form.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              {save.isPending && <Spinner />}
              {t(save.isPending ? "templates.form.saving" : "templates.form.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Buttons that put `{product_name}`, `{price}`, `{order_id}` (and a discount's `{code}`) where the cursor is. */
function VariableButtons({
  form,
  type,
  contentRef,
}: {
  form: UseFormReturn<TemplateFormInput, unknown, TemplateFormInput>;
  type: TemplateType;
  contentRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  function insert(variable: string) {
    const textarea = contentRef.current;
    const current = form.getValues("content") ?? "";
    const selection = textarea
      ? { start: textarea.selectionStart, end: textarea.selectionEnd }
      : { start: current.length, end: current.length };
    const next = insertAtCursor(current, variable, selection);
    form.setValue("content", next.text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    textarea?.focus();
    textarea?.setSelectionRange(next.cursor, next.cursor);
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t("templates.form.variables")}</legend>
      <div className="flex flex-wrap gap-2">
        {variablesOf(type).map((name) => (
          <Button
            key={name}
            type="button"
            size="sm"
            variant="outline"
            title={t(`templates.form.variableNames.${name}`)}
            onClick={() => insert(`{${name}}`)}
          >
            <code dir="ltr">{`{${name}}`}</code>
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
