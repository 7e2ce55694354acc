import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { useFormat } from "@/lib/format";
import { inLocaleDigits } from "@/lib/locale-digits-input";

/**
 * A buyer's mobile number as the order forms take it: typed in either digit system and shown in the
 * interface's, left to right even in Persian, with the phone keyboard.
 */
export function PhoneInput({
  registration,
  ...control
}: { registration: UseFormRegisterReturn } & Omit<ComponentProps<typeof Input>, keyof UseFormRegisterReturn>) {
  const format = useFormat();
  return (
    <Input
      {...control}
      {...inLocaleDigits(registration, format.locale)}
      dir="ltr"
      type="tel"
      inputMode="tel"
      autoComplete="off"
      className="text-start"
    />
  );
}
