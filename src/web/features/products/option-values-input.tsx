import { variantLimits } from "@shared/products";
import { X } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldControlProps } from "@/components/form-field";
import { cn } from "@/lib/class-names";
import { type ValidationKey, validationKey } from "./form-values";
import { optionValueSchema } from "./product-form-schema";

/** Latin and Persian commas both end a value, as Enter does. */
const separators = /[,\u060C]/;

/** A typed value as a chip, or why it cannot be one. */
function chipOf(typed: string, values: readonly string[]): { value: string } | { refusal: ValidationKey } {
  const parsed = optionValueSchema.safeParse(typed);
  if (!parsed.success) return { refusal: validationKey(parsed.error.issues[0]?.message ?? "") };
  if (values.includes(parsed.data)) return { refusal: "optionValueRepeated" };
  if (values.length >= variantLimits.valuesPerOption) return { refusal: "tooManyOptionValues" };
  return { value: parsed.data };
}

type OptionValuesInputProps = FieldControlProps & {
  values: string[];
  /** Asks for the new values; a refusal comes back as its message (more variants than a product may have). */
  onValuesChange: (values: string[]) => string | null;
};

/**
 * An option's values as chips (issue 36): typed and added with Enter or a comma, in Persian or Latin; removed
 * with a chip's button or Backspace in the empty box. A refused value stays in the box with the reason.
 */
export function OptionValuesInput({ values, onValuesChange, id, ...control }: OptionValuesInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refusalId = `${id}-refusal`;

  /** Adds what was typed; false (and the reason shown) when a value cannot be added. */
  function add(typed: string[]): boolean {
    const next = [...values];
    for (const raw of typed) {
      if (raw.trim() === "") continue;
      const chip = chipOf(raw, next);
      if ("refusal" in chip) {
        setRefusal(t(`products.validation.${chip.refusal}`));
        return false;
      }
      next.push(chip.value);
    }
    const refused = next.length === values.length ? null : onValuesChange(next);
    setRefusal(refused);
    return refused === null;
  }

  function remove(index: number) {
    setRefusal(onValuesChange(values.filter((_, at) => at !== index)));
    input.current?.focus();
  }

  function changed(typed: string) {
    const parts = typed.split(separators);
    const last = parts.pop() ?? "";
    if (parts.length === 0) return setText(typed);
    setText(add(parts) ? last : typed.replace(new RegExp(`${separators.source}+$`), ""));
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter") {
      // Enter adds the value; it never submits the product form half-typed.
      event.preventDefault();
      if (add([text])) setText("");
    } else if (event.key === "Backspace" && text === "" && values.length > 0) {
      event.preventDefault();
      remove(values.length - 1);
    }
  }

  const describedBy = [control["aria-describedby"], refusal && refusalId].filter(Boolean).join(" ");
  return (
    <div className="grid min-w-0 gap-2">
      <div
        className={cn(
          "flex min-h-10 min-w-0 flex-wrap items-center gap-2 rounded-md border border-input bg-background px-2 py-1.5 focus-within:outline-2 focus-within:outline-ring",
          (control["aria-invalid"] || refusal) && "border-destructive",
        )}
      >
        {values.length > 0 && (
          <ul className="flex min-w-0 flex-wrap gap-2">
            {values.map((value, index) => (
              <li
                key={value}
                className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full bg-secondary ps-3 pe-1 text-secondary-foreground text-sm"
              >
                <bdi className="truncate">{value}</bdi>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t("products.options.removeValue", { value })}
                  className="grid size-7 shrink-0 place-items-center rounded-full hover:bg-background/70 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={input}
          id={id}
          value={text}
          maxLength={variantLimits.value}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={control["aria-invalid"] ?? (refusal ? true : undefined)}
          aria-describedby={describedBy || undefined}
          onChange={(event) => changed(event.target.value)}
          onKeyDown={keyDown}
          onBlur={() => text.trim() !== "" && add([text]) && setText("")}
          className="h-7 min-w-20 flex-1 bg-transparent text-base outline-none md:text-sm"
        />
      </div>
      {refusal && (
        <p id={refusalId} role="alert" className="text-danger text-sm">
          {refusal}
        </p>
      )}
    </div>
  );
}
