import { zodResolver } from "@hookform/resolvers/zod";
import { latinDigits } from "@shared/digits";
import { type ManualOrderInput, manualOrderSchema, maxOrderQuantity, orderPaymentMethods } from "@shared/orders";
import { type FieldErrors, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { inLocaleDigits } from "@/lib/locale-digits-input";
import { useCreateOrder } from "./api/order-changes";
import { useOrderableProducts } from "./api/orderable-products";
import type { ordersCatalog } from "./catalog";
import { orderToastId } from "./live-orders";

type FieldName = keyof ManualOrderInput;
type ErrorKey = keyof typeof ordersCatalog.en.orders.validation;

// In the form's order: a refused submit names the first wrong field.
const fields = [
  "product_id",
  "quantity",
  "buyer_name",
  "buyer_phone",
  "buyer_address",
  "payment_method",
] as const satisfies FieldName[];
const fallbackKeys: Record<FieldName, ErrorKey> = {
  product_id: "productRequired",
  quantity: "quantityInvalid",
  buyer_name: "nameRequired",
  buyer_phone: "phoneInvalid",
  buyer_address: "addressLength",
  payment_method: "paymentMethodRequired",
  payment_status: "paymentMethodRequired",
};
const errorKeys: readonly string[] = [
  "productRequired",
  "quantityInvalid",
  "nameRequired",
  "nameTooLong",
  "phoneInvalid",
  "addressLength",
  "paymentMethodRequired",
  "invalidCharacters",
] satisfies ErrorKey[];
const errorKey = (field: FieldName, message: string): `orders.validation.${ErrorKey}` =>
  `orders.validation.${errorKeys.includes(message) ? (message as ErrorKey) : fallbackKeys[field]}`;
const isFieldName = (path: string): path is FieldName => (fields as readonly string[]).includes(path);

/** The typed quantity, in Persian or Latin digits; anything else is not a number (and the schema says so). */
const quantityOf = (typed: unknown) => {
  const digits = latinDigits(String(typed)).trim();
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

const emptyOrder: ManualOrderInput = {
  product_id: "",
  quantity: 1,
  buyer_name: "",
  buyer_phone: "",
  buyer_address: "",
  payment_method: "card_to_card",
  payment_status: "pending",
};

/** A sale made in a direct message, recorded under the bot's rules (the server takes the stock). */
export function ManualOrderForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const create = useCreateOrder();
  const products = useOrderableProducts(true);
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<
    ManualOrderInput,
    unknown,
    ManualOrderInput
  >({
    resolver: zodResolver(manualOrderSchema, undefined, { raw: true }),
    defaultValues: emptyOrder,
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(errorKey(field, message));
  };

  function refuse(errors: FieldErrors<ManualOrderInput>) {
    const first = fields.find((field) => errors[field]?.message !== undefined);
    const message = first === undefined ? undefined : errors[first]?.message;
    toast.error(
      t("orders.toasts.fillRequired"),
      first === undefined || message === undefined ? undefined : { description: t(errorKey(first, message)) },
    );
  }

  async function submit(values: ManualOrderInput) {
    try {
      const order = await create.mutateAsync(values);
      toast.success(t("orders.toasts.created", { number: format.number(order.number) }), {
        id: orderToastId(order.id),
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      toast.error(t("orders.toasts.createFailed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  const choices = products.data ?? [];
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit, refuse)(event)} className="grid gap-4">
      <FormField
        id="manual-order-product"
        label={t("orders.form.product")}
        required
        error={errorOf("product_id")}
        hint={products.isSuccess && choices.length === 0 ? t("orders.form.noProducts") : undefined}
      >
        {(control) => (
          <NativeSelect {...control} {...register("product_id")} disabled={products.isPending}>
            <option value="">{t("orders.form.productPlaceholder")}</option>
            {choices.map((product) => (
              <option key={product.id} value={product.id}>
                {product.stock_quantity === null
                  ? t("orders.form.unlimited", { name: product.name })
                  : t("orders.form.stockLeft", { name: product.name, count: format.number(product.stock_quantity) })}
                {` · ${format.toman(product.price)}`}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="manual-order-name" label={t("orders.form.name")} required error={errorOf("buyer_name")}>
          {(control) => <Input {...control} {...register("buyer_name")} autoComplete="off" maxLength={100} />}
        </FormField>
        <FormField
          id="manual-order-phone"
          label={t("orders.form.phone")}
          required
          hint={t("orders.form.phoneHint")}
          error={errorOf("buyer_phone")}
        >
          {(control) => (
            <Input
              {...control}
              {...inLocaleDigits(register("buyer_phone"), format.locale)}
              dir="ltr"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              className="text-start"
            />
          )}
        </FormField>
      </div>
      <FormField
        id="manual-order-address"
        label={t("orders.form.address")}
        hint={t("orders.form.addressHint")}
        error={errorOf("buyer_address")}
      >
        {(control) => <Textarea {...control} {...register("buyer_address")} rows={2} maxLength={500} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="manual-order-quantity" label={t("orders.form.quantity")} required error={errorOf("quantity")}>
          {(control) => (
            <Input
              {...control}
              {...inLocaleDigits(register("quantity", { setValueAs: quantityOf }), format.locale)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={String(maxOrderQuantity).length}
            />
          )}
        </FormField>
        <FormField id="manual-order-method" label={t("orders.form.method")} required error={errorOf("payment_method")}>
          {(control) => (
            <NativeSelect {...control} {...register("payment_method")}>
              {orderPaymentMethods.map((method) => (
                <option key={method} value={method}>
                  {t(`orders.methods.${method}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={watch("payment_status") === "paid"}
          onChange={(event) => setValue("payment_status", event.target.checked ? "paid" : "pending")}
        />
        {t("orders.form.paid")}
      </label>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("orders.form.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {t("orders.form.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
