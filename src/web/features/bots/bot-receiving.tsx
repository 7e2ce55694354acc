import type { SellerBot } from "@shared/bots";
import { CircleCheck, Info, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/i18n/use-language";
import { formatDateTime } from "@/lib/format";

/**
 * DESIGN 40: how the bot takes its messages (webhook or polling), when it last handled one, and in red
 * what stops it from taking them (a revoked token, a platform out of reach) with what the seller can do.
 */
export function BotReceiving({ bot }: { bot: SellerBot }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const since = bot.receive_problem_since ?? bot.connected_at;
  return (
    <div className="flex flex-col gap-1 text-xs">
      {bot.receive_problem ? (
        <p role="alert" className="flex items-start gap-2 font-medium text-danger">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {bot.receive_problem === "unreachable"
            ? t("bots.list.unreachable", { time: formatDateTime(since, locale) })
            : t(bot.receive_problem === "token_revoked" ? "bots.list.tokenRevoked" : "bots.list.polledElsewhere")}
        </p>
      ) : (
        <p className="flex items-start gap-2 text-muted-foreground">
          {bot.receives_by === "webhook" ? (
            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <Info aria-hidden="true" className="size-4 shrink-0" />
          )}
          {t(bot.receives_by === "webhook" ? "bots.list.byWebhook" : "bots.list.byPolling")}
        </p>
      )}
      {bot.last_active_at && (
        <p className="text-muted-foreground">
          {t("bots.list.lastMessage", { time: formatDateTime(bot.last_active_at, locale) })}
        </p>
      )}
    </div>
  );
}
