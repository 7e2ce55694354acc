import { zodResolver } from "@hookform/resolvers/zod";
import { type ConversationReplyValues, conversationReplySchema, replyTextLimit } from "@shared/conversations";
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
import { conversationValidationKey } from "./validation-key";

/** Enter is a new line; Ctrl+Enter (⌘+Enter on a Mac) sends, unless an input method is composing. */
const sendsNow = (event: { key: string; ctrlKey: boolean; metaKey: boolean; nativeEvent: { isComposing: boolean } }) =>
  event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing;

/** The seller's reply, sent by the bot to the buyer; a refusal (the buyer blocked the bot) is said in a toast. */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const send = useSendReply(conversationId);
  const { register, handleSubmit, formState, reset } = useForm<ConversationReplyValues>({
    resolver: zodResolver(conversationReplySchema),
    defaultValues: { text: "" },
  });
  const message = formState.errors.text?.message;
  const id = `conversation-reply-${conversationId}`;

  async function submit({ text }: ConversationReplyValues) {
    try {
      await send.mutateAsync(text);
      reset({ text: "" });
    } catch (error) {
      toast.error(t("conversations.thread.sendFailed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }
  const sendNow = handleSubmit(submit);

  return (
    <form noValidate onSubmit={(event) => void sendNow(event)} className="grid gap-2 border-t pt-3">
      <FormField
        id={id}
        label={t("conversations.thread.reply")}
        hint={t("conversations.thread.replyHint")}
        error={
          message === undefined
            ? undefined
            : t(`conversations.validation.${conversationValidationKey(message)}`, {
                limit: format.number(replyTextLimit),
              })
        }
      >
        {(control) => (
          <Textarea
            {...control}
            {...register("text")}
            dir="auto"
            rows={3}
            maxLength={replyTextLimit}
            onKeyDown={(event) => {
              if (!sendsNow(event)) return;
              event.preventDefault();
              void sendNow();
            }}
          />
        )}
      </FormField>
      <Button type="submit" className="justify-self-end" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
        {formState.isSubmitting ? t("conversations.thread.sending") : t("conversations.thread.send")}
      </Button>
    </form>
  );
}
