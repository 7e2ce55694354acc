import { zodResolver } from "@hookform/resolvers/zod";
import { type WhatsappTestInput, whatsappTestSchema } from "@shared/whatsapp";
import { Send } from "lucide-react";
import { useId, useState } from "react";
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
import { inLocaleDigits } from "@/lib/locale-digits-input";

export type WhatsappTestField = keyof WhatsappTestInput;
const isFieldName = (path: string): path is WhatsappTestField => path === "user_name" || path === "user_phone";

/** The dialog's words, from the catalogue of the page that shows it. */
export type SendWhatsappTestTexts = Record<
  "open" | "title" | "description" | "name" | "phone" | "phoneHint" | "cancel" | "submit" | "sent",
  string
>;

interface SendWhatsappTestDialogProps {
  texts: SendWhatsappTestTexts;
  /** A field's message from the schema or the server's issue, in the page's words. */
  fieldError: (field: WhatsappTestField, message: string) => string;
  send: (values: WhatsappTestInput) => Promise<unknown>;
  sending: boolean;
}

/** 000 §7 send-whatsapp-test: a name and a mobile (09… or +989…); the server's answer is told in a toast. */
export function SendWhatsappTestDialog({ texts, fieldError, send, sending }: SendWhatsappTestDialogProps) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<WhatsappTestInput>({
    resolver: zodResolver(whatsappTestSchema),
    defaultValues: { user_name: "", user_phone: "" },
  });
  const errorOf = (field: WhatsappTestField) => {
    const message = formState.errors[field]?.message;
    return message === undefined ? undefined : fieldError(field, message);
  };

  async function submit(values: WhatsappTestInput) {
    try {
      await send(values);
      toast.success(texts.sent);
      setOpen(false);
      reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const { path, message } of error.issues) {
          if (isFieldName(path)) setError(path, { type: "server", message });
        }
      }
      // 000 §8: a failed send shows the server's message (translated by its code).
      toast.error(apiErrorMessage(t, error, locale));
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          {texts.open}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={texts.cancel}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
          <FormField id={`${id}-name`} label={texts.name} required error={errorOf("user_name")}>
            {(control) => (
              <Input {...control} {...register("user_name")} dir="auto" autoComplete="off" maxLength={100} />
            )}
          </FormField>
          <FormField
            id={`${id}-phone`}
            label={texts.phone}
            required
            hint={texts.phoneHint}
            error={errorOf("user_phone")}
          >
            {(control) => (
              <Input
                {...control}
                {...inLocaleDigits(register("user_phone"), locale)}
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
                {texts.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={sending}>
              {sending && <Spinner />}
              {texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
