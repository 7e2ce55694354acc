import { zodResolver } from "@hookform/resolvers/zod";
import { type WhatsappConnectInput, whatsappConnectSchema } from "@shared/whatsapp";
import { KeyRound, Link2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatLatin, useFormat } from "@/lib/format";
import { useConnectWhatsappNumber } from "./api/connect-number";
import { SecretInput } from "./secret-input";
import { whatsappValidationKey } from "./validation-key";

type FieldName = keyof WhatsappConnectInput;
const fieldNames: readonly FieldName[] = ["phone_number_id", "access_token", "app_secret", "verify_token"];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);
// Typed values read left to right in either language; no browser should remember or correct them.
const plain = { dir: "ltr", autoComplete: "off", spellCheck: false, className: "text-start" } as const;

type ConnectFormProps = {
  /** A connected number's id: the form renews its token and secret (the server replaces them in place). */
  renewing?: string;
  onCancel?: () => void;
  onDone?: () => void;
};

/** DESIGN 26: phone number id, access token, app secret and an optional verify token; Meta checks them. */
export function ConnectForm({ renewing, onCancel, onDone }: ConnectFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const connect = useConnectWhatsappNumber();
  const emptyForm = { phone_number_id: renewing ?? "", access_token: "", app_secret: "", verify_token: "" };
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(whatsappConnectSchema),
    defaultValues: emptyForm,
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`whatsapp.validation.${whatsappValidationKey(message)}`);
  };

  async function submit(values: WhatsappConnectInput) {
    try {
      const connection = await connect.mutateAsync(values);
      const number = formatLatin(format.digits(connection.display_phone_number), format.locale);
      toast.success(t(renewing ? "whatsapp.renew.done" : "whatsapp.form.connected", { number }));
      reset(emptyForm);
      onDone?.();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      toast.error(t(renewing ? "whatsapp.renew.failed" : "whatsapp.form.failed"), {
        description: apiErrorMessage(t, error, format.locale),
      });
    }
  }

  const field = (name: FieldName, label: string, hint: string, required = true) => ({
    id: `whatsapp-${renewing ?? "new"}-${name.replaceAll("_", "-")}`,
    label,
    hint,
    required,
    error: errorOf(name),
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <div className={renewing ? "grid gap-4" : "grid gap-4 md:grid-cols-2"}>
        <FormField
          {...field("phone_number_id", t("whatsapp.form.phoneNumberId"), t("whatsapp.form.phoneNumberIdHint"))}
        >
          {(control) => (
            <Input
              {...control}
              {...plain}
              {...register("phone_number_id")}
              inputMode="numeric"
              readOnly={renewing !== undefined}
            />
          )}
        </FormField>
        <FormField {...field("access_token", t("whatsapp.form.accessToken"), t("whatsapp.form.accessTokenHint"))}>
          {(control) => (
            <SecretInput
              {...control}
              {...plain}
              {...register("access_token")}
              showLabel={t("whatsapp.form.showAccessToken")}
            />
          )}
        </FormField>
        <FormField {...field("app_secret", t("whatsapp.form.appSecret"), t("whatsapp.form.appSecretHint"))}>
          {(control) => (
            <SecretInput
              {...control}
              {...plain}
              {...register("app_secret")}
              showLabel={t("whatsapp.form.showAppSecret")}
            />
          )}
        </FormField>
        <FormField
          {...field(
            "verify_token",
            t("whatsapp.form.verifyToken"),
            t(renewing ? "whatsapp.renew.verifyTokenHint" : "whatsapp.form.verifyTokenHint"),
            false,
          )}
        >
          {(control) => (
            <Input
              {...control}
              {...plain}
              {...register("verify_token")}
              placeholder={t(
                renewing ? "whatsapp.renew.verifyTokenPlaceholder" : "whatsapp.form.verifyTokenPlaceholder",
              )}
              maxLength={100}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? (
            <Spinner />
          ) : renewing ? (
            <KeyRound aria-hidden="true" />
          ) : (
            <Link2 aria-hidden="true" />
          )}
          {formState.isSubmitting
            ? t("whatsapp.form.submitting")
            : t(renewing ? "whatsapp.renew.submit" : "whatsapp.form.submit")}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t("whatsapp.form.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
