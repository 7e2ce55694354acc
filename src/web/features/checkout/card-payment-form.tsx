import { zodResolver } from "@hookform/resolvers/zod";
import type { PaidPlan } from "@shared/plans";
import { CreditCard, FlaskConical } from "lucide-react";
import type { ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { TextField } from "@/components/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useStartCheckout } from "./api/start-checkout";
import { cardFieldLengths, shapeCardNumber, shapeCvv, shapeExpiry } from "./card-input-shaping";
import { TermsNote } from "./terms-note";
import { useCheckoutOutcome } from "./use-checkout-outcome";

// 001 §5: all four fields must be filled; their length and the date are not checked (PAY-12).
const filled = z.string().trim().min(1);
const cardSchema = z.object({ cardNumber: filled, holder: filled, expiry: filled, cvv: filled });
type CardValues = z.infer<typeof cardSchema>;

/** 001 §4, §9: the simulated payment takes 2 s. */
const simulatedPaymentMs = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sandbox card form (DESIGN d8): the card details stay in this form; only the plan id is sent.
 * `amount`: the server's quote (decision 021: an upgrade costs less than the catalogue price).
 */
export function CardPaymentForm({ plan, amount }: { plan: PaidPlan; amount: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const startCheckout = useStartCheckout();
  const outcome = useCheckoutOutcome(plan);
  const { register, handleSubmit, formState } = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: "", holder: "", expiry: "", cvv: "" },
  });
  const { errors, isSubmitting } = formState;
  const incomplete = Object.keys(errors).length > 0;

  /** `register` with the field's input shaping applied before the form reads the value. */
  function shaped(name: "cardNumber" | "expiry" | "cvv", shape: (value: string) => string) {
    const field = register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = shape(event.target.value);
        return field.onChange(event);
      },
    };
  }

  async function pay() {
    const checkout = startCheckout.mutateAsync(plan.id);
    await Promise.allSettled([checkout, wait(simulatedPaymentMs)]);
    try {
      outcome.succeeded(await checkout);
    } catch (error) {
      outcome.failed(error);
    }
  }

  const cardInput = { dir: "ltr", inputMode: "numeric", className: "text-start" } as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-5 text-primary dark:text-accent-foreground" />
          {t("checkout.card.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(pay)} className="grid gap-4">
          <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-muted-foreground text-xs leading-relaxed">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("checkout.card.testMode")}
          </p>
          <TextField
            id="card-number"
            label={t("checkout.card.number")}
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            maxLength={cardFieldLengths.cardNumber}
            invalid={errors.cardNumber !== undefined}
            {...cardInput}
            {...shaped("cardNumber", shapeCardNumber)}
          />
          <TextField
            id="card-holder"
            label={t("checkout.card.holder")}
            autoComplete="cc-name"
            invalid={errors.holder !== undefined}
            {...register("holder")}
          />
          <div className="grid grid-cols-2 items-end gap-4">
            <TextField
              id="card-expiry"
              label={t("checkout.card.expiry")}
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={cardFieldLengths.expiry}
              invalid={errors.expiry !== undefined}
              {...cardInput}
              {...shaped("expiry", shapeExpiry)}
            />
            <TextField
              id="card-cvv"
              label={t("checkout.card.cvv")}
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={cardFieldLengths.cvv}
              invalid={errors.cvv !== undefined}
              {...cardInput}
              {...shaped("cvv", shapeCvv)}
            />
          </div>
          <p role="alert" className="text-danger text-sm empty:hidden">
            {incomplete ? t("checkout.card.incomplete") : null}
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? (
              <>
                <Spinner />
                {t("checkout.card.processing")}
              </>
            ) : (
              t("checkout.card.pay", { price: format.toman(amount) })
            )}
          </Button>
          <TermsNote />
        </form>
      </CardContent>
    </Card>
  );
}
