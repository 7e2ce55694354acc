import { productCategories } from "@shared/products";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { formatLatin, useFormat } from "@/lib/format";
import { useProductChoices } from "./api/product-choices";
import type { DiscountForm } from "./form-values";

export type DiscountScope = "all" | "chosen";

const toggled = (items: readonly string[], item: string, on: boolean) =>
  on ? [...items.filter((one) => one !== item), item] : items.filter((one) => one !== item);

const checkboxRow = "flex min-w-0 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted";

/** All products, or the chosen categories and products: a line counts when its product or category is chosen. */
export function DiscountScopeFields({
  form,
  scope,
  onScopeChange,
  error,
}: {
  form: DiscountForm;
  scope: DiscountScope;
  onScopeChange: (scope: DiscountScope) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid min-w-0 gap-3 sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium text-sm">{t("discounts.form.appliesTo")}</legend>
      <div className="flex flex-wrap gap-2">
        {(["all", "chosen"] as const).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={scope === value}
              onChange={() => onScopeChange(value)}
              className="accent-primary"
            />
            {t(value === "all" ? "discounts.form.allProducts" : "discounts.form.chosen")}
          </label>
        ))}
      </div>
      {scope === "chosen" && (
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          <CategoryChoices form={form} />
          <ProductChoices form={form} />
        </div>
      )}
      {error && (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CategoryChoices({ form }: { form: DiscountForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid min-w-0 content-start gap-1">
      <legend className="mb-1 font-medium text-sm">{t("discounts.form.categories")}</legend>
      <Controller
        control={form.control}
        name="categories"
        render={({ field }) => (
          <>
            {productCategories.map((category) => (
              <label key={category} className={checkboxRow}>
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={field.value?.includes(category) ?? false}
                  onChange={(event) => field.onChange(toggled(field.value ?? [], category, event.target.checked))}
                />
                {t(`discounts.categories.${category}`)}
              </label>
            ))}
          </>
        )}
      />
    </fieldset>
  );
}

function ProductChoices({ form }: { form: DiscountForm }) {
  const { t } = useTranslation();
  const format = useFormat();
  const products = useProductChoices(true);
  return (
    <fieldset className="grid min-w-0 content-start gap-1">
      <legend className="mb-1 font-medium text-sm">{t("discounts.form.products")}</legend>
      <Controller
        control={form.control}
        name="product_ids"
        render={({ field }) => {
          const chosen = field.value ?? [];
          if (products.isPending) {
            return (
              <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
                <Spinner /> {t("discounts.form.productsLoading")}
              </p>
            );
          }
          const listed = products.data ?? [];
          const hidden = chosen.filter((id) => !listed.some((product) => product.id === id)).length;
          return (
            <>
              {listed.length === 0 && (
                <p className="text-muted-foreground text-sm">{t("discounts.form.productsEmpty")}</p>
              )}
              <div className="grid max-h-60 min-w-0 gap-0.5 overflow-y-auto">
                {listed.map((product) => (
                  <label key={product.id} className={checkboxRow}>
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={chosen.includes(product.id)}
                      onChange={(event) => field.onChange(toggled(chosen, product.id, event.target.checked))}
                    />
                    <span className="min-w-0 truncate">{product.name}</span>
                    <span className="ms-auto shrink-0 text-muted-foreground text-xs">
                      {formatLatin(product.code, format.locale)}
                    </span>
                  </label>
                ))}
              </div>
              {hidden > 0 && (
                <p className="text-muted-foreground text-xs">
                  {t("discounts.form.productsHidden", { count: hidden, value: format.number(hidden) })}
                </p>
              )}
            </>
          );
        }}
      />
    </fieldset>
  );
}
