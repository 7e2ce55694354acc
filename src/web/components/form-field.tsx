import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/class-names";
import "./form-field-catalog";

export type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type FormFieldProps = {
  id: string;
  label: string;
  /** Marked in the label; the form's own checks enforce it. */
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A visible label, the control, a hint and the field's own error, tied together for screen readers. */
export function FormField({ id, label, required, hint, error, className, children }: FormFieldProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className={cn("grid min-w-0 content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ms-1 text-danger">
              *
            </span>
            <span className="sr-only"> {t("formField.required")}</span>
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
