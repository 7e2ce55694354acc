import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";

type SuggestionPromptsProps = {
  title: string;
  subtitle: string;
  suggestions: readonly string[];
  /** Clicking a suggestion sends it as the user's message. */
  onPick: (text: string) => void;
  disabled?: boolean;
};

/** The empty state: a welcome and prompts to start from (000 §2). Shared with /ai-your. */
export function SuggestionPrompts({ title, subtitle, suggestions, onPick, disabled }: SuggestionPromptsProps) {
  const { t } = useTranslation();
  return (
    <div className="m-auto flex w-full max-w-2xl flex-col items-center gap-6 px-2 py-8 text-center">
      <div className="flex flex-col gap-2">
        <h2 className="font-bold text-xl sm:text-2xl">{title}</h2>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      <ul aria-label={t("chat.empty.suggestionsLabel")} className="grid w-full gap-3 sm:grid-cols-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(suggestion)}
              className="flex h-full w-full items-start gap-3 rounded-xl border bg-card p-4 text-start text-sm transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            >
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              <span>{suggestion}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
