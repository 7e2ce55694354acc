import { zodResolver } from "@hookform/resolvers/zod";
import { ticketReplySchema } from "@shared/tickets";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { TicketConversation } from "@/components/ticket-conversation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useReplyToTicket } from "./api/reply-to-ticket";
import { useTicketThread } from "./api/ticket-thread";
import { TicketStatusBadge } from "./ticket-badges";
import { ticketValidationKey } from "./validation-key";

/**
 * A ticket's conversation with support, opened from the list or by `?ticket={id}` (the answer e-mail's link,
 * live chat). It reads itself again every few seconds while open, so support's answer appears by itself.
 */
export function TicketThreadDialog({ ticketId, onClose }: { ticketId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const thread = useTicketThread(ticketId);
  const ticket = thread.data?.ticket;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("tickets.thread.close")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">
            {ticket ? <bdi>{ticket.title}</bdi> : t("tickets.thread.loading")}
          </DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            {ticket ? (
              <>
                <span>{t("tickets.thread.number", { number: format.digits(`#${ticket.number}`) })}</span>
                <TicketStatusBadge status={ticket.status} />
                <span>
                  {t("tickets.list.priority")}: {t(`tickets.priorities.${ticket.priority}`)}
                </span>
              </>
            ) : (
              t("tickets.thread.refreshing")
            )}
          </DialogDescription>
        </DialogHeader>
        {thread.data ? (
          <>
            <TicketConversation
              thread={thread.data}
              label={t("tickets.thread.messages")}
              ownSide="user"
              authorOf={(side) => (side === "user" ? t("tickets.thread.you") : t("tickets.thread.support"))}
            />
            <p className="text-muted-foreground text-xs">{t("tickets.thread.refreshing")}</p>
            <ReplyForm ticketId={ticketId} closed={thread.data.ticket.status === "closed"} />
          </>
        ) : thread.isError ? (
          <p role="alert" className="text-danger text-sm">
            {thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400)
              ? t("tickets.thread.notFound")
              : t("tickets.thread.loadFailed")}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner /> {t("tickets.thread.loading")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReplyForm({ ticketId, closed }: { ticketId: string; closed: boolean }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const reply = useReplyToTicket(ticketId);
  const { register, handleSubmit, formState, reset } = useForm<{ body: string }>({
    resolver: zodResolver(ticketReplySchema),
    defaultValues: { body: "" },
  });
  const message = formState.errors.body?.message;

  async function submit({ body }: { body: string }) {
    try {
      await reply.mutateAsync(body);
      reset({ body: "" });
      toast.success(t("tickets.thread.sent"));
    } catch (error) {
      toast.error(t("tickets.thread.failed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-3">
      <FormField
        id="ticket-reply"
        label={t("tickets.thread.reply")}
        required
        hint={closed ? t("tickets.thread.reopens") : undefined}
        error={message === undefined ? undefined : t(`tickets.validation.${ticketValidationKey(message)}`)}
      >
        {(control) => <Textarea dir="auto" rows={3} maxLength={5000} {...control} {...register("body")} />}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
        {formState.isSubmitting ? t("tickets.thread.sending") : t("tickets.thread.send")}
      </Button>
    </form>
  );
}
