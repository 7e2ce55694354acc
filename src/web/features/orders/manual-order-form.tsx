import { zodResolver } from "@hookform/resolvers/zod";
import { latinDigits } from "@shared/digits";
import {
  type ManualOrderInput,
  manualOrderSchema,
  maxOrderLines,
  maxOrderQuantity,
  type Order,
  type OrderPaymentMethod,
  orderPaymentMethods,
} from "@shared/orders";
import { Plus, X } from "lucide-react";
import { type FieldErrors, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { PhoneInput } from "@/components/phone-input";
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
import "./pay-link-catalog";

type FieldName = Exclude<keyof ManualOrderInput, "items">;
type LineField = "variant_id" | "quantity";
type ErrorKey = keyof typeof ordersCatalog.en.orders.validation;

// In the form's order: a refused submit names the first wrong field.
const fields = [
  "buyer_name",
  "buyer_phone",
  "buyer_address",
  "payment_method",
  "pay_link",
  "discount_code",
] as const satisfies FieldName[];
const fallbackKeys: Record<FieldName | LineField | "items", ErrorKey> = {
  items: "productRequired",
  variant_id: "productRequired",
  quantity: "quantityInvalid",
  buyer_name: "nameRequired",
  buyer_phone: "phoneInvalid",
  buyer_address: "addressLength",
  payment_method: "paymentMethodRequired",
  payment_status: "paymentMethodRequired",
  pay_link: "payLinkMethod",
  discount_code: "discountCodeInvalid",
};
const errorKeys: readonly string[] = [
  "productRequired",
  "quantityInvalid",
  "nameRequired",
  "nameTooLong",
  "phoneInvalid",
  "addressLength",
  "paymentMethodRequired",
  "tooManyLines",
  "lineRepeated",
  "discountCodeInvalid",
  "invalidCharacters",
  "payLinkMethod",
  "payLinkPaid",
] satisfies ErrorKey[];
const errorKey = (field: keyof typeof fallbackKeys, message: string): `orders.validation.${ErrorKey}` =>
  `orders.validation.${errorKeys.includes(message) ? (message as ErrorKey) : fallbackKeys[field]}`;
const isFieldName = (path: string): path is FieldName => (fields as readonly string[]).includes(path);
/** A server issue on a line: `items.2.quantity`. */
const linePath = (path: string) => /^items\.(\d+)\.(variant_id|quantity)$/.exec(path);

/** The typed quantity, in Persian or Latin digits; anything else is not a number (and the schema says so). */
const quantityOf = (typed: unknown) => {
  const digits = latinDigits(String(typed)).trim();
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

const emptyLine = { variant_id: "", quantity: 1 };
const emptyOrder: ManualOrderInput = {
  items: [emptyLine],
  buyer_name: "",
  buyer_phone: "",
  buyer_address: "",
  payment_method: "card_to_card",
  payment_status: "pending",
  pay_link: false,
};

/** Issue 36: "online via pay link" is the gateway, with the link made with the order. */
type MethodChoice = OrderPaymentMethod | "pay_link";

/**
 * A sale made in a direct message, recorded under the bot's rules (the server takes the stock); `onDone` gets
 * the order, whose `pay_url` is there when it was made with a pay link.
 */
export function ManualOrderForm({ onDone }: { onDone: (order: Order) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const create = useCreateOrder();
  const products = useOrderableProducts(true);
  const { register, handleSubmit, formState, setError, setValue, watch, control } = useForm<
    ManualOrderInput,
    unknown,
    ManualOrderInput
  >({
    resolver: zodResolver(manualOrderSchema, undefined, { raw: true }),
    defaultValues: emptyOrder,
  });
  const lines = useFieldArray({ control, name: "items" });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(errorKey(field, message));
  };
  const lineErrorOf = (index: number, field: LineField) => {
    const message = formState.errors.items?.[index]?.[field]?.message;
    return message === undefined ? undefined : t(errorKey(field, message));
  };
  const linesError = formState.errors.items?.root?.message ?? formState.errors.items?.message;

  function refuse(errors: FieldErrors<ManualOrderInput>) {
    const lineErrors = Array.isArray(errors.items) ? errors.items : [];
    const line = lineErrors
      .flatMap((error) => [
        ["variant_id", error?.variant_id?.message],
        ["quantity", error?.quantity?.message],
      ])
      .find(([, message]) => message !== undefined) as [LineField, string] | undefined;
    const first = fields.find((field) => errors[field]?.message !== undefined);
    const description = line
      ? t(errorKey(line[0], line[1]))
      : errors.items?.root?.message
        ? t(errorKey("items", errors.items.root.message))
        : first !== undefined && errors[first]?.message !== undefined
          ? t(errorKey(first, errors[first]?.message ?? ""))
          : undefined;
    toast.error(t("orders.toasts.fillRequired"), description === undefined ? undefined : { description });
  }

  async function submit(values: ManualOrderInput) {
    try {
      const order = await create.mutateAsync(values);
      toast.success(t("orders.toasts.created", { number: format.number(order.number) }), {
        id: orderToastId(order.id),
      });
      onDone(order);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          const line = linePath(path);
          if (line) setError(`items.${Number(line[1])}.${line[2] as LineField}`, { type: "server", message });
          else if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      toast.error(t("orders.toasts.createFailed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  const choices = products.data ?? [];
  const payLink = watch("pay_link") === true;
  const method: MethodChoice = payLink ? "pay_link" : watch("payment_method");
  function chooseMethod(choice: MethodChoice) {
    setValue("pay_link", choice === "pay_link");
    setValue("payment_method", choice === "pay_link" ? "gateway" : choice);
    if (choice === "pay_link") setValue("payment_status", "pending");
  }
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit, refuse)(event)} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">{t("orders.lines")}</legend>
        {lines.fields.map((line, index) => {
          const number = format.number(index + 1);
          const suffix = index === 0 ? "" : `-${index + 1}`;
          return (
            <div key={line.id} className="grid items-start gap-3 sm:grid-cols-[1fr_8rem_auto]">
              <FormField
                id={`manual-order-product${suffix}`}
                label={index === 0 ? t("orders.form.product") : t("orders.form.productNumbered", { number })}
                required
                error={lineErrorOf(index, "variant_id")}
                hint={
                  index === 0 && products.isSuccess && choices.length === 0 ? t("orders.form.noProducts") : undefined
                }
              >
                {(field) => (
                  <NativeSelect {...field} {...register(`items.${index}.variant_id`)} disabled={products.isPending}>
                    <option value="">{t("orders.form.productPlaceholder")}</option>
                    {choices.map((choice) => (
                      <option key={choice.variantId} value={choice.variantId}>
                        {choice.stock === null
                          ? t("orders.form.unlimited", { name: choice.name })
                          : t("orders.form.stockLeft", { name: choice.name, count: format.number(choice.stock) })}
                        {` · ${format.toman(choice.price)}`}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField
                id={`manual-order-quantity${suffix}`}
                label={index === 0 ? t("orders.form.quantity") : t("orders.form.quantityNumbered", { number })}
                required
                error={lineErrorOf(index, "quantity")}
              >
                {(field) => (
                  <Input
                    {...field}
                    {...inLocaleDigits(register(`items.${index}.quantity`, { setValueAs: quantityOf }), format.locale)}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={String(maxOrderQuantity).length}
                  />
                )}
              </FormField>
              {lines.fields.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="sm:mt-6"
                  aria-label={t("orders.form.removeLine", { number })}
                  onClick={() => lines.remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </div>
          );
        })}
        {linesError && (
          <p role="alert" className="text-danger text-sm">
            {t(errorKey("items", linesError))}
          </p>
        )}
        {lines.fields.length < maxOrderLines && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => lines.append(emptyLine)}
          >
            <Plus aria-hidden="true" />
            {t("orders.form.addLine")}
          </Button>
        )}
      </fieldset>
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
          {(control) => <PhoneInput {...control} registration={register("buyer_phone")} />}
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
        <FormField
          id="manual-order-method"
          label={t("orders.form.method")}
          required
          error={errorOf("payment_method") ?? errorOf("pay_link")}
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={method}
              onChange={(event) => chooseMethod(event.target.value as MethodChoice)}
            >
              {orderPaymentMethods.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`orders.methods.${choice}`)}
                </option>
              ))}
              <option value="pay_link">{t("payLink.method")}</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        id="manual-order-discount"
        label={t("orders.form.discountCode")}
        hint={t("orders.form.discountCodeHint")}
        error={errorOf("discount_code")}
      >
        {(control) => (
          <Input
            {...control}
            {...register("discount_code")}
            dir="ltr"
            autoComplete="off"
            maxLength={40}
            className="text-start"
          />
        )}
      </FormField>
      {!payLink && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={watch("payment_status") === "paid"}
            onChange={(event) => setValue("payment_status", event.target.checked ? "paid" : "pending")}
          />
          {t("orders.form.paid")}
        </label>
      )}
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
