import { zodResolver } from "@hookform/resolvers/zod";
import { localeDigits } from "@shared/digits";
import type { Order } from "@shared/orders";
import type { ShippingPreset } from "@shared/shipping";
import {
  defaultCarrier,
  needsTrackingCode,
  type TrackingInput,
  trackingCarriers,
  trackingInputSchema,
  trackingLimits,
} from "@shared/tracking";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { inLocaleDigits } from "@/lib/locale-digits-input";
import { useChangeOrderStatus, useChangeTracking } from "./api/order-changes";
import { trackingErrorKey } from "./tracking-errors";

type Field = keyof TrackingInput;
const isField = (path: string): path is Field => path === "carrier" || path === "tracking_code";

/**
 * The ship dialog's form: carrier and code, checked as the server checks them; "ship without a code" for an
 * order whose method gives none. The server's refusals land on their fields, translated.
 */
export function ShipForm({
  order,
  mode,
  preset,
  onDone,
}: {
  order: Order;
  mode: "ship" | "edit";
  preset: ShippingPreset | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const ship = useChangeOrderStatus();
  const correct = useChangeTracking();
  const carrier = order.tracking?.carrier ?? defaultCarrier(preset);
  const { register, handleSubmit, formState, setError, control } = useForm<TrackingInput, unknown, TrackingInput>({
    resolver: zodResolver(trackingInputSchema, undefined, { raw: true }),
    defaultValues: {
      carrier,
      tracking_code: order.tracking
        ? localeDigits(order.tracking.code, carrier === "iran_post" ? format.locale : "en")
        : "",
    },
  });
  const chosen = useWatch({ control, name: "carrier" });
  const digitsOnly = chosen === "iran_post";
  const number = format.number(order.number);
  const pending = ship.isPending || correct.isPending;
  const errorOf = (field: Field) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(trackingErrorKey(field, message));
  };

  async function send(values: TrackingInput | null) {
    try {
      if (mode === "edit" && values) {
        await correct.mutateAsync({ id: order.id, ...values });
        toast.success(t("tracking.toasts.saved", { number }));
      } else {
        await ship.mutateAsync({ id: order.id, to: "shipped", ...(values ?? {}) });
        toast.success(t("tracking.toasts.shipped", { number }));
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) if (isField(path)) setError(path, { type: "server", message });
      }
      const failed = mode === "edit" ? "tracking.toasts.saveFailed" : "tracking.toasts.shipFailed";
      toast.error(t(failed), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  const codeField = register("tracking_code");
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} className="grid gap-4">
      <FormField id={`ship-carrier-${order.id}`} label={t("tracking.ship.carrier")} required error={errorOf("carrier")}>
        {(controlProps) => (
          <NativeSelect {...controlProps} {...register("carrier")}>
            {trackingCarriers.map((name) => (
              <option key={name} value={name}>
                {t(`tracking.carriers.${name}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`ship-code-${order.id}`}
        label={t("tracking.ship.code")}
        required
        hint={t(digitsOnly ? "tracking.ship.codeHintIranPost" : "tracking.ship.codeHintOther")}
        error={errorOf("tracking_code")}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            {...(digitsOnly ? inLocaleDigits(codeField, format.locale) : codeField)}
            dir="ltr"
            inputMode={digitsOnly ? "numeric" : "text"}
            autoComplete="off"
            spellCheck={false}
            maxLength={trackingLimits.codeMaxLength}
            className="text-start font-mono"
          />
        )}
      </FormField>
      {mode === "ship" && !needsTrackingCode(preset) && (
        <p className="text-muted-foreground text-xs">{t("tracking.ship.withoutCodeHint")}</p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("tracking.ship.cancel")}
          </Button>
        </DialogClose>
        {mode === "ship" && !needsTrackingCode(preset) && (
          <Button type="button" variant="secondary" disabled={pending} onClick={() => void send(null)}>
            {t("tracking.ship.withoutCode")}
          </Button>
        )}
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {t(mode === "ship" ? "tracking.ship.submit" : "tracking.ship.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
