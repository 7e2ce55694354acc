import type { ConversationChannel } from "@shared/conversations";
import { MessageCircle, Send } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Where the buyer writes: the platform, and the shop's bot or number by its name. */
export function ChannelName({ channel, name }: { channel: ConversationChannel; name: string }) {
  const { t } = useTranslation();
  const Icon = channel === "whatsapp" ? MessageCircle : Send;
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 truncate">
        {t(`conversations.channels.${channel}`)} · <bdi>{name}</bdi>
      </span>
    </span>
  );
}
