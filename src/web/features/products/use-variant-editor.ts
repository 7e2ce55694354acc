import { useRef } from "react";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { newOptionKey } from "./form-values";
import type { ProductEditorOutput, ProductEditorValues } from "./product-form-schema";
import { changeOptions, followProductCode, type OptionDraft, type VariantDraft } from "./variant-rows";

export type ProductEditorForm = UseFormReturn<ProductEditorValues, unknown, ProductEditorOutput>;

/**
 * The options and variants of the product form (DESIGN 29): every change of the options makes the variants
 * again (variant-rows.ts) in the same event, so the grid is never a step behind what the seller typed.
 */
export function useVariantEditor(form: ProductEditorForm, baseVariantId: string | null) {
  const { control, getValues, setValue, formState } = form;
  const variants = useFieldArray({ control, name: "variants" });
  const options = useWatch({ control, name: "options" });
  // The code the suggested variant codes were made from, to tell them from codes the seller typed.
  const suggestedFrom = useRef(getValues("product_code"));
  const set = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const draft = (): VariantDraft => ({
    options: getValues("options"),
    rows: getValues("variants"),
    stock: getValues("stock_quantity"),
    productCode: suggestedFrom.current,
  });

  /** The options as the seller changed them; refused (with the variants they would make) over the limit. */
  function setOptions(next: OptionDraft[]): { refusedCount: number } | null {
    suggestedFrom.current = getValues("product_code");
    const result = changeOptions(draft(), next, baseVariantId);
    if (!result.ok) return { refusedCount: result.count };
    setValue("options", next, set);
    variants.replace(result.rows);
    if (result.stock !== getValues("stock_quantity")) setValue("stock_quantity", result.stock, set);
    return null;
  }

  return {
    options,
    rows: variants.fields,
    setOptions,
    addOption() {
      const current = getValues("options");
      const key = newOptionKey(current);
      setOptions([...current, { key, name: "", values: [] }]);
      return key;
    },
    removeOption: (key: string) => setOptions(getValues("options").filter((option) => option.key !== key)),
    setValues: (key: string, values: string[]) =>
      setOptions(getValues("options").map((option) => (option.key === key ? { ...option, values } : option))),
    /** A rename changes no combination: the rows stay as they are. */
    renameOption: (index: number, name: string) => setValue(`options.${index}.name`, name, set),
    /** A new product's code was changed: the variant codes suggested from the old one follow. */
    productCodeChanged(productCode: string) {
      const rows = getValues("variants");
      const followed = followProductCode(draft(), productCode);
      // Only rows the grid has: without options there are none (the product is its own variant).
      followed.forEach((row, index) => {
        const current = rows[index];
        if (current && row.code !== current.code) setValue(`variants.${index}.code`, row.code, set);
      });
      suggestedFrom.current = productCode;
    },
    setAllStock(stock: string) {
      getValues("variants").forEach((_, index) => {
        setValue(`variants.${index}.stock`, stock, set);
      });
    },
  };
}
export type VariantEditor = ReturnType<typeof useVariantEditor>;
