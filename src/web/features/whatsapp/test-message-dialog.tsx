import { zodResolver } from "@hookform/resolvers/zod";
import { type WhatsappTestInput, whatsappTestSchema } from "@shared/whatsapp";
import { Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatLatin, useFormat } from "@/lib/format";
import { useSendTestMessage } from "./api/send-test-message";
import { whatsappValidationKey } from "./validation-key";

type FieldName = keyof WhatsappTestInput;
const isFieldName = (path: string): path is FieldName => path === "user_name" || path === "user_phone";

type TestMessageDialogProps = { connectionId: string; displayNumber: string };

/** WA-02, 000 §7 send-whatsapp-test: from this number to a name and a mobile (09… or +989…). */
export function TestMessageDialog({ connectionId, displayNumber }: TestMessageDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const send = useSendTestMessage(connectionId);
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<WhatsappTestInput>({
    resolver: zodResolver(whatsappTestSchema),
    defaultValues: { user_name: "", user_phone: "" },
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(`whatsapp.validation.${whatsappValidationKey(message)}`);
  };
  const idOf = (field: string) => `whatsapp-test-${field}-${connectionId}`;

  async function submit(values: WhatsappTestInput) {
    try {
      await send.mutateAsync(values);
      toast.success(t("whatsapp.test.sent"));
      setOpen(false);
      reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      // 000 §8: a failed send shows the server's message (translated by its code).
      toast.error(apiErrorMessage(t, error, format.locale));
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          {t("whatsapp.test.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("whatsapp.test.cancel")}>
        <DialogHeader>
          <DialogTitle>{t("whatsapp.test.title")}</DialogTitle>
          <DialogDescription>
            {t("whatsapp.test.description", { number: formatLatin(format.digits(displayNumber), format.locale) })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
          <FormField id={idOf("name")} label={t("whatsapp.test.name")} required error={errorOf("user_name")}>
            {(control) => (
              <Input {...control} {...register("user_name")} dir="auto" autoComplete="off" maxLength={100} />
            )}
          </FormField>
          <FormField
            id={idOf("phone")}
            label={t("whatsapp.test.phone")}
            required
            hint={t("whatsapp.test.phoneHint")}
            error={errorOf("user_phone")}
          >
            {(control) => (
              <Input
                {...control}
                {...register("user_phone")}
                dir="ltr"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                className="text-start"
              />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("whatsapp.test.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending && <Spinner />}
              {t("whatsapp.test.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
