import { Lock, Sparkles } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import type { ComposerDraft } from "./composer-draft";
import { ScheduleFields, type ScheduleTime } from "./schedule-fields";
import { shiftDay, tehranInstant, todayKey } from "./tehran-days";

type WhenFieldsProps = {
  draft: ComposerDraft;
  onChange: (changes: Partial<ComposerDraft>) => void;
  /** The plan schedules posts (Pro and Ultra); else the name of the plan that does, to say so. */
  lockedPlan: string | null;
  /** Today's content's suggested time, when the plan shows it. */
  suggested: { hour: number; minute: number } | null;
  error?: string;
};

/** The day's suggested time at its next coming: today, or tomorrow once today's has passed. */
function nextSuggested(suggested: { hour: number; minute: number }): ScheduleTime {
  const today = todayKey();
  const todayAt = tehranInstant(today, suggested.hour, suggested.minute);
  const day = new Date(todayAt).getTime() > Date.now() ? today : shiftDay(today, 1);
  return { day, ...suggested };
}

/** Issue 19: publish now, or schedule at a Jalali date and a Tehran time (Pro and Ultra). */
export function WhenFields({ draft, onChange, lockedPlan, suggested, error }: WhenFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = useId();
  const options = [
    { value: "now", label: t("publishing.composer.now"), disabled: false },
    { value: "schedule", label: t("publishing.composer.schedule"), disabled: lockedPlan !== null },
  ] as const;
  const suggestedText = suggested
    ? format.digits(`${String(suggested.hour).padStart(2, "0")}:${String(suggested.minute).padStart(2, "0")}`)
    : null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">{t("publishing.composer.when")}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-ring",
              option.disabled && "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={draft.when === option.value}
              disabled={option.disabled}
              onChange={() => onChange({ when: option.value })}
              className="accent-primary"
            />
            {option.disabled && <Lock aria-hidden="true" className="size-3.5 text-amber-600 dark:text-gold" />}
            {option.label}
          </label>
        ))}
      </div>
      {lockedPlan !== null && (
        <p className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-500/50 border-dashed bg-amber-500/5 p-3 text-sm">
          <Lock aria-hidden="true" className="size-4 text-amber-600 dark:text-gold" />
          {t("publishing.composer.scheduleLocked", { plan: lockedPlan })}
          <Button asChild variant="luxury" size="sm" className="ms-auto">
            <Link to="/subscriptions">{t("publishing.composer.upgrade")}</Link>
          </Button>
        </p>
      )}
      {lockedPlan === null && suggested && suggestedText && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange({ when: "schedule", time: nextSuggested(suggested) })}
        >
          <Sparkles aria-hidden="true" />
          {t("publishing.composer.useSuggested", { time: suggestedText })}
        </Button>
      )}
      {draft.when === "schedule" && lockedPlan === null && (
        <ScheduleFields value={draft.time} onChange={(time) => onChange({ time })} error={error} />
      )}
    </fieldset>
  );
}
