import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { allowanceNote } from "./ai-allowance";
import { useAiQuota } from "./ai-quota";

/**
 * 000 §2 and DESIGN d5: under the chat's, ai-your's and the content assistant's input, before anything is typed,
 * what is left of the AI allowance they share, from the server's count; the upgrade link for a free user, or once it is used up.
 * `id` lets the send button name this note as the reason it is disabled.
 */
export function AiAllowanceNote({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const quota = useAiQuota().data;
  const note = quota ? allowanceNote(quota, t, locale) : null;
  if (!note) return null;
  return (
    <p
      id={id}
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 text-xs",
        note.usedUp ? "font-medium text-foreground" : "text-muted-foreground",
      )}
    >
      <span className="min-w-0">{note.text}</span>
      {note.offerUpgrade && (
        <Link
          to="/subscriptions"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
        >
          <Crown aria-hidden="true" className="size-3.5 text-gold" />
          {t("chat.quota.upgrade")}
        </Link>
      )}
    </p>
  );
}
