import { Bot, Hand, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import "./catalog";

/** Who answers the buyer now, as a bot's conversation and a WhatsApp conversation both say it. */
export interface TakeoverState {
  wants_person: boolean;
  taken_over: boolean;
  taken_over_by: string | null;
  taken_over_until: string | null;
}

type TakeoverBarProps = {
  state: TakeoverState;
  /** The conversation's own calls: hold it (the buyer is told a person answers), or give it back. */
  takeOver: () => Promise<unknown>;
  release: () => Promise<unknown>;
  busy: boolean;
  /** What the bar says while no person holds the conversation, when it is not the sales assistant answering. */
  idleText?: string;
};

/**
 * Who answers this buyer now, and the one button that changes it (issue 37): "Take over" pauses the sales assistant,
 * "Release" gives the buyer back to it. A buyer waiting for a person is said above it.
 */
export function TakeoverBar({ state, takeOver, release, busy, idleText }: TakeoverBarProps) {
  const { t } = useTranslation();
  const format = useFormat();

  async function change(hold: boolean) {
    try {
      await (hold ? takeOver : release)();
      toast.success(hold ? t("takeover.tookOver") : t("takeover.released"));
    } catch (error) {
      const title = hold ? t("takeover.takeOverFailed") : t("takeover.releaseFailed");
      toast.error(title, { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  const until = state.taken_over_until;
  return (
    <>
      {state.wants_person && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-100 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-200">
          <Hand aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("takeover.wantsPerson")}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
        <p className="flex min-w-0 flex-1 basis-56 items-start gap-2 text-sm">
          {state.taken_over ? (
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          ) : (
            <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <span>
            {state.taken_over && until
              ? t("takeover.takenOverBy", {
                  name: state.taken_over_by ?? t("takeover.someone"),
                  time: format.dateTime(until),
                })
              : (idleText ?? t("takeover.assistantAnswers"))}
          </span>
        </p>
        <Button
          variant={state.taken_over ? "outline" : "default"}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void change(!state.taken_over)}
        >
          {busy && <Spinner />}
          {state.taken_over ? t("takeover.release") : t("takeover.takeOver")}
        </Button>
      </div>
    </>
  );
}
