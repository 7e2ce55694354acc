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
import { useFormat } from "@/lib/format";
import { useSendWhatsappTest } from "./api/whatsapp-test";
import { type AdminValidationKey, adminValidationKey } from "./validation-message";

type FieldName = keyof WhatsappTestInput;
const fallbackKeys: Record<FieldName, AdminValidationKey> = { user_name: "nameRequired", user_phone: "phoneInvalid" };
const isFieldName = (path: string): path is FieldName => path === "user_name" || path === "user_phone";

/** ADM-22, ADM-23: 000 §7 send-whatsapp-test to a name and a mobile number; the server's answer is told. */
export function WhatsappTestDialog() {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const send = useSendWhatsappTest();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<WhatsappTestInput>({
    resolver: zodResolver(whatsappTestSchema),
    defaultValues: { user_name: "", user_phone: "" },
  });
  const errorOf = (field: FieldName) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : t(adminValidationKey(message, fallbackKeys[field]));
  };

  async function submit(values: WhatsappTestInput) {
    try {
      await send.mutateAsync(values);
      toast.success(t("admin.whatsapp.test.sent"));
      setOpen(false);
      reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      // 000 §8: a failed resend shows the server's message (translated by its code).
      toast.error(apiErrorMessage(t, error, locale));
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          {t("admin.whatsapp.test.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("admin.whatsapp.test.cancel")}>
        <DialogHeader>
          <DialogTitle>{t("admin.whatsapp.test.title")}</DialogTitle>
          <DialogDescription>{t("admin.whatsapp.test.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
          <FormField
            id="whatsapp-test-name"
            label={t("admin.whatsapp.test.name")}
            required
            error={errorOf("user_name")}
          >
            {(control) => <Input {...control} {...register("user_name")} autoComplete="off" maxLength={100} />}
          </FormField>
          <FormField
            id="whatsapp-test-phone"
            label={t("admin.whatsapp.test.phone")}
            required
            hint={t("admin.whatsapp.test.phoneHint")}
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
                {t("admin.whatsapp.test.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending && <Spinner />}
              {t("admin.whatsapp.test.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
