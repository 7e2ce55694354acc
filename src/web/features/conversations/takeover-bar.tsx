import type { Conversation } from "@shared/conversations";
import { Bot, CircleAlert, Hand, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useRelease } from "./api/release";
import { useTakeOver } from "./api/take-over";

/**
 * Who answers this buyer now, and the one button that changes it: "Take over" pauses the sales assistant (the
 * buyer is told a person answers), "Release" gives the buyer back to it. A buyer waiting for a person, or one who
 * blocked the bot, is said above it.
 */
export function TakeoverBar({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const format = useFormat();
  const takeOver = useTakeOver(conversation.conversation_id);
  const release = useRelease(conversation.conversation_id);
  const busy = takeOver.isPending || release.isPending;

  async function change(hold: boolean) {
    try {
      await (hold ? takeOver : release).mutateAsync();
      toast.success(hold ? t("conversations.thread.tookOver") : t("conversations.thread.released"));
    } catch (error) {
      const title = hold ? t("conversations.thread.takeOverFailed") : t("conversations.thread.releaseFailed");
      toast.error(title, { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  const until = conversation.taken_over_until;
  return (
    <div className="grid gap-2">
      {conversation.buyer_blocked && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger/10 p-3 text-danger text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("conversations.thread.blocked")}
        </p>
      )}
      {conversation.wants_person && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-100 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-200">
          <Hand aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("conversations.thread.wantsPerson")}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
        <p className="flex min-w-0 flex-1 basis-56 items-start gap-2 text-sm">
          {conversation.taken_over ? (
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          ) : (
            <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <span>
            {conversation.taken_over && until
              ? t("conversations.thread.takenOverBy", {
                  name: conversation.taken_over_by ?? t("conversations.thread.someone"),
                  time: format.dateTime(until),
                })
              : t("conversations.thread.assistantAnswers")}
          </span>
        </p>
        <Button
          variant={conversation.taken_over ? "outline" : "default"}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void change(!conversation.taken_over)}
        >
          {busy && <Spinner />}
          {conversation.taken_over ? t("conversations.thread.release") : t("conversations.thread.takeOver")}
        </Button>
      </div>
    </div>
  );
}
