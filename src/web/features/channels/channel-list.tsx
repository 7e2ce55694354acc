import { Megaphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useChannels } from "./api/channels";
import { ChannelListItem } from "./channel-list-item";

/** The linked channels, newest first, with loading, failure and empty states. */
export function ChannelList() {
  const { t } = useTranslation();
  const channels = useChannels();
  if (channels.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <Spinner /> {t("channels.list.loading")}
      </p>
    );
  }
  if (channels.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("channels.list.loadFailed")}
        <Button variant="outline" size="sm" onClick={() => void channels.refetch()}>
          {t("channels.list.retry")}
        </Button>
      </div>
    );
  }
  if (channels.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <Megaphone aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t("channels.list.empty")}</p>
        <p className="text-muted-foreground text-sm">{t("channels.list.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t("channels.list.title")}>
      {channels.data.map((channel) => (
        <ChannelListItem key={channel.id} channel={channel} />
      ))}
    </ul>
  );
}
