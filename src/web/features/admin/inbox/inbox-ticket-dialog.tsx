import { zodResolver } from "@hookform/resolvers/zod";
import { type Ticket, type TicketStatus, ticketReplySchema, ticketStatuses } from "@shared/tickets";
import { Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { TicketConversation } from "@/components/ticket-conversation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useAnswerTicket } from "../api/answer-ticket";
import { useInboxTicket } from "../api/inbox-ticket";
import { useMoveTicket } from "../api/move-ticket";
import { InboxTicketStatusBadge } from "./inbox-ticket-status-badge";

/** ADM-28: a ticket's thread in the inbox; support answers it (the owner is e-mailed) and changes its status. */
export function InboxTicketDialog({
  ticketId,
  owner,
  onClose,
}: {
  ticketId: string;
  owner: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const thread = useInboxTicket(ticketId);
  const ticket = thread.data?.ticket;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("adminSupport.thread.close")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">
            {ticket ? <bdi>{ticket.title}</bdi> : t("adminSupport.thread.loading")}
          </DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            {ticket && (
              <>
                <bdi>
                  {t("adminSupport.thread.number", { number: format.digits(`#${ticket.number}`), user: owner })}
                </bdi>
                <InboxTicketStatusBadge status={ticket.status} />
                <span>
                  {t("adminSupport.tickets.fields.priority")}: {t(`adminSupport.tickets.priorities.${ticket.priority}`)}
                </span>
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {thread.data ? (
          <>
            <TicketConversation
              thread={thread.data}
              label={t("adminSupport.thread.messages")}
              ownSide="support"
              authorOf={(side) => (side === "support" ? t("adminSupport.thread.support") : owner)}
            />
            <AnswerForm ticketId={ticketId} />
            {/* Keyed by the status, so an answer that moved the ticket resets the choice to what it is now. */}
            <StatusForm key={thread.data.ticket.status} ticket={thread.data.ticket} />
          </>
        ) : thread.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
            {t("adminSupport.thread.failed")}
            <Button variant="outline" size="sm" onClick={() => void thread.refetch()}>
              {t("adminSupport.thread.retry")}
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner /> {t("adminSupport.thread.loading")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function AnswerForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const answer = useAnswerTicket();
  const { register, handleSubmit, formState, reset } = useForm<{ body: string }>({
    resolver: zodResolver(ticketReplySchema),
    defaultValues: { body: "" },
  });
  const message = formState.errors.body?.message;

  async function submit({ body }: { body: string }) {
    try {
      await answer.mutateAsync({ id: ticketId, body });
      reset({ body: "" });
      toast.success(t("adminSupport.thread.sent"));
    } catch (error) {
      toast.error(t("adminSupport.thread.sendFailed"), { description: apiErrorMessage(t, error, locale) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-3">
      <FormField
        id="inbox-ticket-answer"
        label={t("adminSupport.thread.answer")}
        required
        hint={t("adminSupport.thread.answerHint")}
        error={
          message === undefined
            ? undefined
            : t(message === "tooLong" ? "adminSupport.thread.tooLong" : "adminSupport.thread.required")
        }
      >
        {(control) => <Textarea dir="auto" rows={3} maxLength={5000} {...control} {...register("body")} />}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
        {formState.isSubmitting ? t("adminSupport.thread.sending") : t("adminSupport.thread.send")}
      </Button>
    </form>
  );
}

const isStatus = (value: string): value is TicketStatus => (ticketStatuses as readonly string[]).includes(value);

function StatusForm({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const format = useFormat();
  const move = useMoveTicket();
  const [status, setStatus] = useState<TicketStatus>(ticket.status);

  async function save() {
    try {
      const moved = await move.mutateAsync({ id: ticket.id, status });
      toast.success(
        t("adminSupport.thread.statusChanged", {
          number: format.digits(`#${moved.ticket.number}`),
          status: t(`adminSupport.tickets.statuses.${moved.ticket.status}`),
        }),
      );
    } catch (error) {
      toast.error(t("adminSupport.thread.statusFailed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-3 border-t pt-4">
      <FormField
        id="inbox-ticket-status"
        label={t("adminSupport.thread.status")}
        className="min-w-48 flex-1 sm:flex-none"
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={status}
            onChange={(event) => {
              if (isStatus(event.target.value)) setStatus(event.target.value);
            }}
          >
            {ticketStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`adminSupport.tickets.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button variant="outline" onClick={() => void save()} disabled={move.isPending || status === ticket.status}>
        {move.isPending && <Spinner />}
        {t("adminSupport.thread.changeStatus")}
      </Button>
    </div>
  );
}
