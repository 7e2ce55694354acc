import type { SellerChannel } from "@shared/publishing";
import { ExternalLink, Megaphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useLanguage } from "@/i18n/use-language";
import { formatDate, formatHandle } from "@/lib/format";
import { UnlinkChannelDialog } from "./unlink-channel-dialog";

/** A linked channel: its title, its public address (or "private"), the bot that posts there, when linked. */
export function ChannelListItem({ channel }: { channel: SellerChannel }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex items-center gap-2">
        <Megaphone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span dir="auto" className="min-w-0 break-words font-semibold">
          {channel.title}
        </span>
        <Badge variant="outline">{t(`channels.platforms.${channel.platform}`)}</Badge>
        <span className="ms-auto shrink-0">
          <UnlinkChannelDialog channel={channel} />
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
        {channel.link && channel.username ? (
          <a
            href={channel.link}
            target="_blank"
            rel="noopener noreferrer"
            dir="ltr"
            className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
          >
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />@{channel.username}
          </a>
        ) : (
          <span>{t("channels.list.privateChannel")}</span>
        )}
        <span>{t("channels.list.via", { bot: formatHandle(channel.bot_username, locale) })}</span>
        <span>{t("channels.list.linkedOn", { date: formatDate(channel.linked_at, locale) })}</span>
      </div>
    </li>
  );
}
