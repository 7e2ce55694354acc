import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";

export type TemplateControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type TemplateFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (control: TemplateControlProps) => ReactNode;
};

/** A visible label, the control, a hint and the field's own error, tied together for screen readers. */
export function TemplateField({ id, label, required, hint, error, children }: TemplateFieldProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ms-1 text-danger">
              *
            </span>
            <span className="sr-only"> {t("templates.form.required")}</span>
          </>
        )}
      </Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
