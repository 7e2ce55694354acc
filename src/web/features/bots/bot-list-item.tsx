import type { SellerBot } from "@shared/bots";
import { roleMayUse } from "@shared/staff";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useLanguage } from "@/i18n/use-language";
import { useShopRole } from "@/lib/acting-shop";
import { formatDate } from "@/lib/format";
import { BotReceiving } from "./bot-receiving";
import { DeleteBotDialog } from "./delete-bot-dialog";
import { OwnerAlerts } from "./owner-alerts";

/** 001 §2: username, connected date (Jalali), active or inactive, a link to the bot, delete (the manager area's). */
export function BotListItem({ bot }: { bot: SellerBot }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const manages = roleMayUse(useShopRole(), "manager");
  const active = bot.status === "active";
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span dir="ltr" className="font-semibold">
          @{bot.bot_username}
        </span>
        <Badge variant="outline">{t(`bots.platforms.${bot.platform}`)}</Badge>
        <Badge variant={active ? "default" : "secondary"}>
          {t(active ? "bots.list.active" : "bots.list.inactive")}
        </Badge>
        {manages && (
          <span className="ms-auto">
            <DeleteBotDialog bot={bot} />
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
        <span>{t("bots.list.connectedOn", { date: formatDate(bot.connected_at, locale) })}</span>
        <span>
          {t("bots.list.tokenLabel")}{" "}
          <bdi dir="ltr" className="font-mono text-xs">
            {bot.masked_token}
          </bdi>
        </span>
        <a
          href={bot.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("bots.list.open")}
        </a>
      </div>
      <BotReceiving bot={bot} />
      <OwnerAlerts bot={bot} />
    </li>
  );
}
