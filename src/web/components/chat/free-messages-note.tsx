import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { useAiQuota } from "./ai-quota";

/** 000 §2: a free user sees the messages left (from the server's count) and an upgrade link. Shared with /ai-your. */
export function FreeMessagesNote() {
  const { t } = useTranslation();
  const format = useFormat();
  const { subscription } = useAuth();
  const remaining = useAiQuota().data?.remaining;
  if (subscription.subscribed) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
      {remaining !== undefined && remaining !== null && (
        <span>{t("chat.quota.remaining", { count: remaining, value: format.number(remaining) })}</span>
      )}
      <Link
        to="/subscriptions"
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
      >
        <Crown aria-hidden="true" className="size-3.5 text-gold" />
        {t("chat.quota.upgrade")}
      </Link>
    </p>
  );
}
