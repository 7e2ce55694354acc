import type { ReactNode } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldControlProps } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { inLocaleDigits } from "@/lib/locale-digits-input";
import { AllStockField } from "./all-stock-field";
import { validationKey } from "./form-values";
import { priceText } from "./price-text";
import type { ProductEditorForm, VariantEditor } from "./use-variant-editor";
import { combinationLabel } from "./variant-rows";

// Rows are cards on a phone and a table's rows where the grid has room (its own width, not the screen's).
const columns =
  "@xl:grid-cols-[minmax(0,1.1fr)_minmax(0,1.5fr)_minmax(0,1.1fr)_minmax(0,0.8fr)_4.5rem] @xl:items-center";

type CellProps = {
  id: string;
  label: string;
  /** The row's variant, in the name screen readers hear ("Code (M / Red)"); the visible label is the column's. */
  variant: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A cell's control with its label: seen on the card, heard only once the column headers show it. */
function Cell({ id, label, variant, error, className, children }: CellProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("grid min-w-0 content-start gap-1", className)}>
      <label htmlFor={id} className="font-medium text-xs @xl:sr-only">
        {label}
        <span className="sr-only"> ({variant})</span>
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-danger text-xs">
          {error}
        </p>
      )}
    </div>
  );
}

/** Issue 36: a row per combination with its code, price (empty: the product's), stock (empty: not counted), switch. */
export function VariantsGrid({ form, editor }: { form: ProductEditorForm; editor: VariantEditor }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { control, register, formState } = form;
  const productPrice = useWatch({ control, name: "price" });
  const errorOf = (index: number, field: "code" | "price" | "stock") => {
    const message = formState.errors.variants?.[index]?.[field]?.message;
    return message ? t(`products.validation.${validationKey(message)}`) : undefined;
  };
  const count = editor.rows.length;
  return (
    <div className="@container grid min-w-0 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h5 className="font-medium">{t("products.variants.title", { count, value: format.number(count) })}</h5>
          <p className="text-muted-foreground text-xs">{t("products.variants.hint")}</p>
        </div>
        <AllStockField onSet={editor.setAllStock} count={count} />
      </div>
      <div
        aria-hidden="true"
        className={cn("hidden gap-3 px-3 font-medium text-muted-foreground text-xs @xl:grid", columns)}
      >
        <span>{t("products.variants.variant")}</span>
        <span>{t("products.variants.code")}</span>
        <span>{t("products.variants.price")}</span>
        <span>{t("products.variants.stock")}</span>
        <span>{t("products.variants.active")}</span>
      </div>
      <ul className="grid min-w-0 gap-2">
        {editor.rows.map((row, index) => {
          const variant = combinationLabel(editor.options, row.values);
          const id = `product-variant-${index}`;
          return (
            <li
              key={row.id}
              className={cn("grid min-w-0 grid-cols-2 items-start gap-3 rounded-lg border p-3", columns)}
            >
              <p className="col-span-2 break-words font-medium text-sm @xl:col-span-1">
                <bdi>{variant}</bdi>
              </p>
              <Cell
                id={`${id}-code`}
                label={t("products.variants.code")}
                variant={variant}
                error={errorOf(index, "code")}
                className="col-span-2 @xl:col-span-1"
              >
                {(props) => <Input dir="ltr" autoComplete="off" {...props} {...register(`variants.${index}.code`)} />}
              </Cell>
              <Cell
                id={`${id}-price`}
                label={t("products.variants.price")}
                variant={variant}
                error={errorOf(index, "price")}
              >
                {(props) => (
                  <Controller
                    control={control}
                    name={`variants.${index}.price`}
                    render={({ field }) => (
                      <Input
                        {...props}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder={productPrice}
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(priceText(event.target.value, format.locale))}
                      />
                    )}
                  />
                )}
              </Cell>
              <Cell
                id={`${id}-stock`}
                label={t("products.variants.stock")}
                variant={variant}
                error={errorOf(index, "stock")}
              >
                {(props) => (
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    {...props}
                    {...inLocaleDigits(register(`variants.${index}.stock`), format.locale)}
                  />
                )}
              </Cell>
              <div className="col-span-2 flex items-center gap-2 @xl:col-span-1">
                <Controller
                  control={control}
                  name={`variants.${index}.is_active`}
                  render={({ field }) => (
                    <Switch id={`${id}-active`} checked={field.value} onCheckedChange={field.onChange} />
                  )}
                />
                <label htmlFor={`${id}-active`} className="text-sm @xl:sr-only">
                  {t("products.variants.active")}
                  <span className="sr-only"> ({variant})</span>
                </label>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
