import { zodResolver } from "@hookform/resolvers/zod";
import { supportMessageSchema } from "@shared/support";
import { PenSquare } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import type { AuthUser } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { useWriteToSupport } from "./api/write-to-support";

// The support form's own rules for the two fields the user writes; name and e-mail are the account's.
const emailSchema = supportMessageSchema.pick({ subject: true, message: true });
type EmailInput = z.input<typeof emailSchema>;
type FieldName = keyof EmailInput;
const isFieldName = (path: string): path is FieldName => path === "subject" || path === "message";
const validationKeys = ["required", "tooLong", "invalidCharacters"] as const;
const validationKey = (message: string) => validationKeys.find((key) => key === message) ?? "invalid";
const emptyEmail: EmailInput = { subject: "", message: "" };

/** STAT-29: the new-e-mail button writes to support from the user's own account (name and e-mail). */
export function NewEmailDialog({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const format = useFormat();
  const write = useWriteToSupport();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<EmailInput>({
    resolver: zodResolver(emailSchema),
    defaultValues: emptyEmail,
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`sentEmails.validation.${validationKey(message)}`);
  };

  async function submit(values: EmailInput) {
    try {
      await write.mutateAsync({ kind: "support", name: user.name, email: user.email, ...values });
      toast.success(t("sentEmails.compose.sent"));
      setOpen(false);
      reset(emptyEmail);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      toast.error(t("sentEmails.compose.failed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PenSquare aria-hidden="true" />
          {t("sentEmails.compose.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("sentEmails.compose.cancel")}>
        <DialogHeader>
          <DialogTitle>{t("sentEmails.compose.title")}</DialogTitle>
          <DialogDescription>{t("sentEmails.compose.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
          <FormField id="new-email-from" label={t("sentEmails.compose.from")}>
            {(control) => <Input readOnly value={`${user.name} <${user.email}>`} dir="ltr" {...control} />}
          </FormField>
          <FormField id="new-email-subject" label={t("sentEmails.compose.subject")} required error={errorOf("subject")}>
            {(control) => <Input dir="auto" maxLength={200} {...control} {...register("subject")} />}
          </FormField>
          <FormField id="new-email-message" label={t("sentEmails.compose.message")} required error={errorOf("message")}>
            {(control) => <Textarea dir="auto" rows={6} maxLength={5000} {...control} {...register("message")} />}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("sentEmails.compose.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
              {formState.isSubmitting && <Spinner />}
              {formState.isSubmitting ? t("sentEmails.compose.submitting") : t("sentEmails.compose.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
