import { zodResolver } from "@hookform/resolvers/zod";
import { defaultLowStockThreshold, type Product, type ProductFormValues, productCategories } from "@shared/products";
import { Plus, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatNumber } from "@/lib/format";
import { inLocaleDigits } from "@/lib/locale-digits-input";
import { useSaveProduct } from "./api/save-product";
import {
  baseVariantIdOf,
  firstFormProblem,
  newProductForm,
  productInputOf,
  productToFormValues,
  validationKey,
} from "./form-values";
import { MediaUploader } from "./media-uploader";
import { OptionsEditor } from "./options-editor";
import { priceText } from "./price-text";
import { type ProductEditorOutput, type ProductEditorValues, productEditorSchema } from "./product-form-schema";
import { isFixableRefusal, takenVariantCode } from "./save-error";
import { useMediaUploads } from "./use-media-uploads";
import { useVariantEditor } from "./use-variant-editor";

type ProductFormProps = {
  editing: Product | null;
  /** After a save or a cancelled edit, with the product's id so the list can take the focus. */
  onDone: (productId: string) => void;
};

/** PROD-01..13, PROD-15: add a product, or edit the one chosen in the list (its code read-only). */
export function ProductForm({ editing, onDone }: ProductFormProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const save = useSaveProduct();
  const media = useMediaUploads(editing?.media ?? []);
  // The panel gives each product its own form (a key per product), so the values start from it.
  const [initialValues] = useState(() => (editing ? productToFormValues(editing, locale) : newProductForm()));
  const form = useForm<ProductEditorValues, unknown, ProductEditorOutput>({
    resolver: zodResolver(productEditorSchema),
    defaultValues: initialValues,
  });
  const { register, handleSubmit, formState, reset, control, setError } = form;
  const editor = useVariantEditor(form, baseVariantIdOf(editing));
  const formElement = useRef<HTMLFormElement>(null);

  // Edit brings the keyboard to the form, not only the eyes.
  useEffect(() => {
    if (!editing) return;
    const name = formElement.current?.elements.namedItem("name");
    if (!(name instanceof HTMLInputElement)) return;
    name.focus({ preventScroll: true });
    // From its top, clear of the sticky header (scroll-mt): a form taller than the screen centred would hide the field.
    formElement.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [editing]);

  const errorOf = (field: keyof ProductFormValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(`products.validation.${validationKey(message)}`) : undefined;
  };

  function refuse(errors: FieldErrors<ProductEditorValues>) {
    const problem = firstFormProblem(errors);
    if (problem === "fillRequired") toast.error(t("products.validation.fillRequired"));
    else if (problem) toast.error(t("products.validation.toast", { message: t(`products.validation.${problem}`) }));
  }

  async function submit(values: ProductEditorOutput) {
    if (media.uploading) return void toast.error(t("products.media.waitForUploads"));
    // An edit sends availability only when its switch was moved: the list's switch may have changed it since.
    const sendsAvailability = editing === null || formState.dirtyFields.is_available === true;
    const input = productInputOf(values, { mediaIds: media.mediaIds, sendsAvailability });
    try {
      const product = await save.mutateAsync({ id: editing?.id ?? null, values: input });
      toast.success(t(editing ? "products.toasts.updated" : "products.toasts.added"));
      reset(newProductForm());
      media.saved();
      onDone(product.id);
    } catch (error) {
      const message = apiErrorMessage(t, error, locale);
      const taken = takenVariantCode(error);
      const row = taken === null ? -1 : values.variants.findIndex((variant) => variant.code === taken);
      if (row !== -1) setError(`variants.${row}.code`, { message: "variantCodeTaken" }, { shouldFocus: true });
      if (isFixableRefusal(error)) toast.error(message);
      else
        toast.error(t(editing ? "products.toasts.updateFailed" : "products.toasts.addFailed"), {
          description: message,
        });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(editing ? "products.form.editTitle" : "products.form.addTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          ref={formElement}
          noValidate
          aria-label={t(editing ? "products.form.editTitle" : "products.form.addTitle")}
          onSubmit={(event) => void handleSubmit(submit, refuse)(event)}
          className="grid min-w-0 scroll-mt-36 gap-5 sm:grid-cols-2"
        >
          {/* What a buyer needs first (issue 35): name, price, stock and a photo; then the code and the rest. */}
          <FormField id="product-name" label={t("products.form.name")} required error={errorOf("name")}>
            {(props) => <Input {...props} {...register("name")} />}
          </FormField>
          <FormField id="product-price" label={t("products.form.price")} required error={errorOf("price")}>
            {(props) => (
              <Controller
                control={control}
                name="price"
                render={({ field }) => (
                  <Input
                    {...props}
                    inputMode="numeric"
                    autoComplete="off"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(priceText(event.target.value, locale))}
                  />
                )}
              />
            )}
          </FormField>
          {editor.options.length === 0 ? (
            <FormField
              id="product-stock"
              label={t("products.form.stock")}
              hint={t("products.form.stockHint")}
              error={errorOf("stock_quantity")}
            >
              {(props) => (
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...props}
                  {...inLocaleDigits(register("stock_quantity"), locale)}
                />
              )}
            </FormField>
          ) : (
            <p className="self-end text-muted-foreground text-sm">{t("products.form.stockOnVariants")}</p>
          )}
          <FormField
            id="product-low-stock"
            label={t("products.form.lowStock")}
            hint={t("products.form.lowStockHint")}
            error={errorOf("low_stock_threshold")}
          >
            {(props) => (
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder={formatNumber(defaultLowStockThreshold, locale)}
                {...props}
                {...inLocaleDigits(register("low_stock_threshold"), locale)}
              />
            )}
          </FormField>
          <FormField
            id="product-code"
            label={t("products.form.code")}
            required
            hint={t(editing ? "products.form.codeLocked" : "products.form.codeHint")}
            error={errorOf("product_code")}
          >
            {(props) => (
              <Input
                dir="ltr"
                readOnly={editing !== null}
                autoComplete="off"
                {...props}
                {...register("product_code", {
                  onChange: () => editor.productCodeChanged(form.getValues("product_code")),
                })}
              />
            )}
          </FormField>
          <div className="grid min-w-0 sm:col-span-2">
            <MediaUploader
              kind="image"
              entries={media.entries.filter((e) => e.kind === "image")}
              onAdd={media.add}
              onRemove={media.remove}
            />
          </div>
          <OptionsEditor form={form} editor={editor} />
          <FormField id="product-category" label={t("products.form.category")} error={errorOf("category")}>
            {(props) => (
              <NativeSelect {...props} {...register("category")}>
                {productCategories.map((category) => (
                  <option key={category} value={category}>
                    {t(`products.categories.${category}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="product-description"
            label={t("products.form.description")}
            error={errorOf("description")}
            className="sm:col-span-2"
          >
            {(props) => <Textarea rows={3} {...props} {...register("description")} />}
          </FormField>
          <div className="grid min-w-0 sm:col-span-2">
            <MediaUploader
              kind="video"
              entries={media.entries.filter((e) => e.kind === "video")}
              onAdd={media.add}
              onRemove={media.remove}
            />
          </div>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Controller
              control={control}
              name="is_available"
              render={({ field }) => (
                <Switch id="product-available" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="product-available">{t("products.form.available")}</Label>
          </div>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? <Spinner /> : editing ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {t(save.isPending ? "products.form.saving" : editing ? "products.form.save" : "products.form.add")}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={() => onDone(editing.id)}>
                {t("products.form.cancelEdit")}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
