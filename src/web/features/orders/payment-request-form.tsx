import { zodResolver } from "@hookform/resolvers/zod";
import {
  type PayLink,
  type PaymentRequestInput,
  paymentRequestLimits,
  paymentRequestSchema,
} from "@shared/payment-requests";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { PhoneInput } from "@/components/phone-input";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { inLocaleDigits } from "@/lib/locale-digits-input";
import { useCreatePaymentRequest } from "./api/pay-links";
import { orderToastId } from "./live-orders";
import type { payLinkCatalog } from "./pay-link-catalog";

type Field = keyof PaymentRequestInput;
type ErrorKey = keyof typeof payLinkCatalog.en.payLink.validation;

// In the form's order: a refused submit names the first wrong field.
const fields = ["amount", "description", "buyer_name", "buyer_phone"] as const satisfies Field[];
const fallbackKeys: Record<Field, ErrorKey> = {
  amount: "amountInvalid",
  description: "descriptionRequired",
  buyer_name: "nameTooLong",
  buyer_phone: "phoneInvalid",
};
const errorKeys: readonly string[] = [
  "amountRequired",
  "amountInvalid",
  "amountRange",
  "descriptionRequired",
  "descriptionTooLong",
  "nameTooLong",
  "phoneInvalid",
  "invalidCharacters",
] satisfies ErrorKey[];
const errorKey = (field: Field, message: string): `payLink.validation.${ErrorKey}` =>
  `payLink.validation.${errorKeys.includes(message) ? (message as ErrorKey) : fallbackKeys[field]}`;
const isField = (path: string): path is Field => (fields as readonly string[]).includes(path);

const emptyRequest: PaymentRequestInput = { amount: "", description: "", buyer_name: "", buyer_phone: "" };

/** Issue 36: an amount, what it is for and, if known, the buyer; the server makes the order and its pay link. */
export function PaymentRequestForm({ onDone }: { onDone: (link: PayLink) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const create = useCreatePaymentRequest();
  const { register, handleSubmit, formState, setError } = useForm<PaymentRequestInput, unknown, PaymentRequestInput>({
    resolver: zodResolver(paymentRequestSchema, undefined, { raw: true }),
    defaultValues: emptyRequest,
  });
  const errorOf = (field: Field) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(errorKey(field, message));
  };

  function refuse() {
    const first = fields.find((field) => formState.errors[field]?.message !== undefined);
    const description = first === undefined ? undefined : errorOf(first);
    toast.error(t("payLink.request.fillRequired"), description === undefined ? undefined : { description });
  }

  async function submit(values: PaymentRequestInput) {
    try {
      const link = await create.mutateAsync(values);
      toast.success(t("payLink.request.created", { number: format.number(link.order.number) }), {
        id: orderToastId(link.order.id),
      });
      onDone(link);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) if (isField(path)) setError(path, { type: "server", message });
      }
      toast.error(t("payLink.request.failed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  const optional = t("payLink.request.optional");
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit, refuse)(event)} className="grid gap-4">
      <FormField
        id="payment-request-amount"
        label={t("payLink.request.amount")}
        required
        hint={t("payLink.request.amountHint")}
        error={errorOf("amount")}
      >
        {(control) => (
          <Input
            {...control}
            {...inLocaleDigits(register("amount"), format.locale)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
          />
        )}
      </FormField>
      <FormField
        id="payment-request-description"
        label={t("payLink.request.descriptionLabel")}
        required
        hint={t("payLink.request.descriptionHint")}
        error={errorOf("description")}
      >
        {(control) => (
          <Input
            {...control}
            {...register("description")}
            autoComplete="off"
            maxLength={paymentRequestLimits.description}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="payment-request-name"
          label={t("payLink.request.name")}
          hint={optional}
          error={errorOf("buyer_name")}
        >
          {(control) => <Input {...control} {...register("buyer_name")} autoComplete="off" maxLength={100} />}
        </FormField>
        <FormField
          id="payment-request-phone"
          label={t("payLink.request.phone")}
          hint={optional}
          error={errorOf("buyer_phone")}
        >
          {(control) => <PhoneInput {...control} registration={register("buyer_phone")} />}
        </FormField>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("payLink.request.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {t("payLink.request.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
