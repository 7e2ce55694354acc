import type { AdminBot } from "@shared/admin";
import type { BotStatus } from "@shared/bots";
import { Ban, Power, PowerOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatHandle, useFormat } from "@/lib/format";
import { useSetBotStatus } from "./api/bot-status";
import { PersonLabel } from "./person-label";

/** ADM-17..20: a seller's bot, its owner and counts, and the switch between active and inactive. */
export function BotCard({ bot }: { bot: AdminBot }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setStatus = useSetBotStatus();
  const handle = formatHandle(bot.bot_username, format.locale);
  const active = bot.status === "active";
  const next: BotStatus = active ? "inactive" : "active";
  const titleId = `admin-bot-${bot.id}`;

  async function toggle() {
    try {
      await setStatus.mutateAsync({ id: bot.id, status: next });
      toast.success(t("admin.telegram.statusChanged"));
    } catch (error) {
      toast.error(t("admin.telegram.statusFailed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-lg border p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="wrap-anywhere font-semibold">
          {handle}
        </h3>
        <Badge variant="outline">{t(`admin.telegram.platforms.${bot.platform}`)}</Badge>
        <Badge variant={active ? "default" : "secondary"}>{t(`admin.telegram.statuses.${bot.status}`)}</Badge>
        {/* Decision 015: a blocked seller's bots answer nobody, whatever their own status says. */}
        {bot.owner.blocked && (
          <Badge variant="outline" className="border-danger text-danger">
            <Ban aria-hidden="true" className="size-3.5" />
            {t("admin.telegram.ownerBlocked")}
          </Badge>
        )}
      </header>
      <div className="flex flex-col gap-1 text-muted-foreground text-sm">
        <p className="wrap-anywhere">
          {t("admin.telegram.owner")} <PersonLabel name={bot.owner.full_name} email={bot.owner.email} />
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>{t("admin.telegram.connected", { date: format.date(bot.connected_at) })}</span>
          <span>
            {bot.last_active_at
              ? t("admin.telegram.lastActive", { date: format.dateTime(bot.last_active_at) })
              : t("admin.telegram.neverActive")}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>{t("admin.telegram.messages", { number: format.number(bot.message_count) })}</span>
          <span>{t("admin.telegram.products", { number: format.number(bot.product_count) })}</span>
        </p>
      </div>
      <div className="mt-auto flex justify-end">
        <Button
          size="sm"
          variant={active ? "outline" : "default"}
          disabled={setStatus.isPending}
          aria-label={t(active ? "admin.telegram.deactivateNamed" : "admin.telegram.activateNamed", { bot: handle })}
          onClick={() => void toggle()}
        >
          {setStatus.isPending ? <Spinner /> : active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {t(active ? "admin.telegram.deactivate" : "admin.telegram.activate")}
        </Button>
      </div>
    </article>
  );
}
