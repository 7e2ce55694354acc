import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  /** A message about this field alone, shown under it. */
  error?: string;
  /** Marks the field invalid when the message is shown elsewhere (a form-level alert). */
  invalid?: boolean;
};

/** A labelled input whose error is tied to it for screen readers. */
export function TextField({ id, label, error, invalid, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
