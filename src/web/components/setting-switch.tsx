import type { ReactNode } from "react";
import { Switch } from "@/components/ui/switch";

/** A setting that is on or off: its label, a line on what the current choice does, and the switch. */
export function SettingSwitch({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
  children,
}: {
  id: string;
  label: string;
  /** What the shown choice does; read with the switch by screen readers. */
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
  /** Beneath the hint: a failed load and its retry. */
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs leading-relaxed">
          {hint}
        </p>
        {children}
      </div>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onCheckedChange={onChange}
      />
    </div>
  );
}
