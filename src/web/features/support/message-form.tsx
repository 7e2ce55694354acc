import { zodResolver } from "@hookform/resolvers/zod";
import { type SupportMessageInput, type supportMessageKinds, supportMessageSchema } from "@shared/support";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { useSendSupportMessage } from "./api/send-support-message";
import { validationKey } from "./validation-key";

type FieldName = Exclude<keyof SupportMessageInput, "kind">;
const fieldNames: readonly FieldName[] = ["name", "email", "subject", "message"];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);

/**
 * STAT-06, STAT-07, STAT-11..13: the message form of /support and /contact (001 §3, §5), checked with the
 * server's own schema; a signed-in user's name and e-mail are filled in. Mount it again (a `key`) when the
 * session changes, so the filled-in values follow it.
 */
export function MessageForm({ kind }: { kind: (typeof supportMessageKinds)[number] }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const { user } = useAuth();
  const send = useSendSupportMessage();
  const emptyForm: SupportMessageInput = {
    kind,
    name: user?.name ?? "",
    email: user?.email ?? "",
    subject: "",
    message: "",
  };
  const { register, handleSubmit, formState, setError, reset } = useForm<SupportMessageInput>({
    resolver: zodResolver(supportMessageSchema),
    defaultValues: emptyForm,
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`support.validation.${validationKey(message)}`);
  };
  const id = (field: FieldName) => `${kind}-message-${field}`;

  async function submit(values: SupportMessageInput) {
    try {
      await send.mutateAsync(values);
      toast.success(t(`support.form.sent.${kind}`));
      reset(emptyForm);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      // A 400 names its fields above; a 429 or a lost connection is told by its code.
      toast.error(t("support.form.failed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="font-bold text-lg leading-tight">{t("support.form.title")}</h2>
        <CardDescription>{t("support.form.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-5 sm:grid-cols-2">
          <FormField id={id("name")} label={t("support.form.name")} required error={errorOf("name")}>
            {(control) => <Input dir="auto" autoComplete="name" maxLength={100} {...control} {...register("name")} />}
          </FormField>
          <FormField id={id("email")} label={t("support.form.email")} required error={errorOf("email")}>
            {(control) => (
              <Input
                type="email"
                dir="ltr"
                autoComplete="email"
                className="text-start"
                maxLength={255}
                {...control}
                {...register("email")}
              />
            )}
          </FormField>
          <FormField
            id={id("subject")}
            label={t("support.form.subject")}
            required
            error={errorOf("subject")}
            className="sm:col-span-2"
          >
            {(control) => <Input dir="auto" maxLength={200} {...control} {...register("subject")} />}
          </FormField>
          <FormField
            id={id("message")}
            label={t("support.form.message")}
            required
            error={errorOf("message")}
            className="sm:col-span-2"
          >
            {(control) => <Textarea dir="auto" rows={5} maxLength={5000} {...control} {...register("message")} />}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
              {formState.isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
              {formState.isSubmitting ? t("support.form.sending") : t("support.form.send")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
