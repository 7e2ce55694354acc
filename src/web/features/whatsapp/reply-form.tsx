import { zodResolver } from "@hookform/resolvers/zod";
import { whatsappReplySchema, whatsappTextLimit } from "@shared/whatsapp";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useSendReply } from "./api/send-reply";
import { replyKeySends } from "./reply-keys";
import { whatsappValidationKey } from "./validation-key";

type ReplyFormProps = { connectionId: string; customerNumber: string; windowNote: string };

/** The seller's reply by hand; a refused one also shows on the thread as a failed message with its reason. */
export function ReplyForm({ connectionId, customerNumber, windowNote }: ReplyFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const send = useSendReply(connectionId, customerNumber);
  const { register, handleSubmit, formState, reset } = useForm<{ text: string }>({
    resolver: zodResolver(whatsappReplySchema),
    defaultValues: { text: "" },
  });
  const message = formState.errors.text?.message;
  const id = `whatsapp-reply-${customerNumber}`;

  async function submit({ text }: { text: string }) {
    try {
      await send.mutateAsync(text);
      reset({ text: "" });
    } catch (error) {
      toast.error(t("whatsapp.thread.sendFailed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }
  const sendNow = handleSubmit(submit);

  return (
    <form noValidate onSubmit={(event) => void sendNow(event)} className="grid gap-2 border-t pt-3">
      <FormField
        id={id}
        label={t("whatsapp.thread.reply")}
        hint={`${windowNote} ${t("whatsapp.thread.replyHint")}`}
        error={
          message === undefined
            ? undefined
            : t(`whatsapp.validation.${whatsappValidationKey(message)}`, { limit: format.number(whatsappTextLimit) })
        }
      >
        {(control) => (
          <Textarea
            {...control}
            {...register("text")}
            dir="auto"
            rows={3}
            maxLength={whatsappTextLimit}
            onKeyDown={(event) => {
              if (!replyKeySends({ ...event, isComposing: event.nativeEvent.isComposing })) return;
              event.preventDefault();
              void sendNow();
            }}
          />
        )}
      </FormField>
      <Button type="submit" className="justify-self-end" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
        {formState.isSubmitting ? t("whatsapp.thread.sending") : t("whatsapp.thread.send")}
      </Button>
    </form>
  );
}
