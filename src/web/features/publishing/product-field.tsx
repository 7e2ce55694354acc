import type { Product } from "@shared/products";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { NativeSelect } from "@/components/ui/native-select";

/** A product to sell with the post: required for a product post, optional beside today's content. */
export function ProductField({
  id,
  products,
  value,
  onChange,
  optional,
  error,
}: {
  id: string;
  products: readonly Product[];
  value: string;
  onChange: (id: string) => void;
  optional: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id={id}
      label={t(optional ? "publishing.composer.attachProduct" : "publishing.composer.product")}
      required={!optional}
      error={error}
    >
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">
            {t(optional ? "publishing.composer.noProduct" : "publishing.composer.chooseProduct")}
          </option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
