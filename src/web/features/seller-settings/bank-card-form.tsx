import { zodResolver } from "@hookform/resolvers/zod";
import { type AddBankCardInput, addBankCardSchema, bankOfCardNumber, cardNumberDigitsOf } from "@shared/bank-cards";
import { useRef } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { ApiError } from "@/lib/api-error";
import { useAddBankCard } from "./api/bank-card-add";
import { cardNumberLength, lastFourOfCardNumber, shapeCardNumber, shapeLastFour } from "./bank-card-shaping";
import type { bankCardsCatalog } from "./bank-cards-catalog";
import { toastSettingsFailure } from "./settings-failure";

type FieldName = keyof AddBankCardInput;
type ErrorKey = keyof typeof bankCardsCatalog.en.bankCards.errors;

// In the form's order: a refused submit names the first wrong field.
// In the form's order: a refusal names the first wrong field the seller sees.
const fields = ["card_number", "card_last_four", "card_holder_name", "bank_name"] as const satisfies FieldName[];
const fallbackKeys: Record<FieldName, ErrorKey> = {
  card_last_four: "lastFourRequired",
  card_holder_name: "holderRequired",
  bank_name: "bankTooLong",
  card_number: "cardNumberFormat",
};
const errorKeys: readonly string[] = [
  "lastFourRequired",
  "lastFourFormat",
  "lastFourMismatch",
  "holderRequired",
  "holderTooLong",
  "bankTooLong",
  "cardNumberFormat",
  "cardNumberInvalid",
  "cardNumberBank",
  "invalidCharacters",
] satisfies ErrorKey[];
const isErrorKey = (message: string): message is ErrorKey => errorKeys.includes(message);
const isFieldName = (path: string): path is FieldName => (fields as readonly string[]).includes(path);

/** The catalogue key of a schema message; one the catalogue lacks reads as the field's own fallback. */
const errorKey = (field: FieldName, message: string): `bankCards.errors.${ErrorKey}` =>
  `bankCards.errors.${isErrorKey(message) ? message : fallbackKeys[field]}`;

const emptyCard: AddBankCardInput = { card_last_four: "", card_holder_name: "", bank_name: "", card_number: "" };

/** SET-16..19, SET-23, SET-24: the add-card dialog's form, checked with the server's own schema. */
/** `holder`: the seller's own name, which most sellers' cards carry (issue 35: one field fewer); editable. */
export function BankCardForm({ onDone, holder = "" }: { onDone: () => void; holder?: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const add = useAddBankCard();
  // `raw`: the server gets what the user typed and parses it with the same schema.
  const filledBank = useRef<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, getValues, watch } = useForm<
    AddBankCardInput,
    unknown,
    AddBankCardInput
  >({
    resolver: zodResolver(addBankCardSchema, undefined, { raw: true }),
    defaultValues: { ...emptyCard, card_holder_name: holder },
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(errorKey(field, message));
  };
  // Registered with their shaping: the stored value is what the field shows (digits only, grouped).
  const lastFour = register("card_last_four", {
    onChange: (event: { target: HTMLInputElement }) =>
      setValue("card_last_four", shapeLastFour(event.target.value), { shouldValidate: formState.isSubmitted }),
  });
  // A complete number decides the last four and names the bank: the seller types the number and the name only.
  const numberTyped = watch("card_number") ?? "";
  const fromNumber = lastFourOfCardNumber(numberTyped);
  const bankFromNumber = fromNumber === null ? null : bankOfCardNumber(cardNumberDigitsOf(numberTyped));
  const cardNumber = register("card_number", {
    onChange: (event: { target: HTMLInputElement }) => {
      const shaped = shapeCardNumber(event.target.value);
      setValue("card_number", shaped, { shouldValidate: formState.isSubmitted });
      const lastFourNow = lastFourOfCardNumber(shaped);
      // It follows a corrected number too: the last four are the number's, never a stale copy of them.
      if (lastFourNow !== null) setValue("card_last_four", lastFourNow, { shouldValidate: formState.isSubmitted });
      const bank = lastFourNow === null ? null : bankOfCardNumber(cardNumberDigitsOf(shaped));
      // The bank field takes the number's bank unless the seller wrote one of their own.
      if (bank !== null && (getValues("bank_name") === "" || getValues("bank_name") === filledBank.current)) {
        setValue("bank_name", bank);
        filledBank.current = bank;
      }
    },
  });

  // 001 §8: a refused form says "fill required fields", with the first wrong field's message.
  function refuse(errors: FieldErrors<AddBankCardInput>) {
    const first = fields.find((field) => errors[field]?.message !== undefined);
    const message = first === undefined ? undefined : errors[first]?.message;
    toast.error(
      t("bankCards.toasts.fillRequired"),
      first === undefined || message === undefined ? undefined : { description: t(errorKey(first, message)) },
    );
  }

  async function submit(values: AddBankCardInput) {
    try {
      await add.mutateAsync(values);
      toast.success(t("bankCards.toasts.added"));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      toastSettingsFailure(t, t("bankCards.toasts.addFailed"), error, locale);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit, refuse)(event)} className="grid gap-4">
      <FormField
        id="bank-card-number"
        label={t("bankCards.form.cardNumber")}
        hint={
          bankFromNumber === null
            ? t("bankCards.form.cardNumberHint")
            : t("bankCards.form.bankOfNumber", { bank: bankFromNumber })
        }
        error={errorOf("card_number")}
      >
        {(control) => (
          <Input
            {...control}
            {...cardNumber}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={cardNumberLength}
            placeholder="0000 0000 0000 0000"
            className="text-start font-mono"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="bank-card-last-four"
          label={t("bankCards.form.lastFour")}
          required
          hint={fromNumber === null ? undefined : t("bankCards.form.lastFourFromNumber")}
          error={errorOf("card_last_four")}
        >
          {(control) => (
            <Input
              {...control}
              {...lastFour}
              readOnly={fromNumber !== null}
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              placeholder="1234"
              className="text-start font-mono"
            />
          )}
        </FormField>
        <FormField
          id="bank-card-holder"
          label={t("bankCards.form.holder")}
          required
          error={errorOf("card_holder_name")}
        >
          {(control) => <Input {...control} {...register("card_holder_name")} autoComplete="cc-name" maxLength={100} />}
        </FormField>
      </div>
      <FormField
        id="bank-card-bank"
        label={t("bankCards.form.bank")}
        hint={t("bankCards.form.bankHint")}
        error={errorOf("bank_name")}
      >
        {(control) => <Input {...control} {...register("bank_name")} autoComplete="off" maxLength={100} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("bankCards.form.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending && <Spinner />}
          {t(add.isPending ? "bankCards.form.saving" : "bankCards.form.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
