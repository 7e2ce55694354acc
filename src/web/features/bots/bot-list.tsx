import { Bot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useBots } from "./api/bots";
import { BotListItem } from "./bot-list-item";

/** 001 §2, §7: the connected bots, newest connected first, with loading, failure and empty states. */
export function BotList() {
  const { t } = useTranslation();
  const bots = useBots();
  if (bots.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <Spinner /> {t("bots.list.loading")}
      </p>
    );
  }
  if (bots.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("bots.list.loadFailed")}
        <Button variant="outline" size="sm" onClick={() => void bots.refetch()}>
          {t("bots.list.retry")}
        </Button>
      </div>
    );
  }
  if (bots.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <Bot aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t("bots.list.empty")}</p>
        <p className="text-muted-foreground text-sm">{t("bots.list.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t("bots.list.title")}>
      {bots.data.map((bot) => (
        <BotListItem key={bot.id} bot={bot} />
      ))}
    </ul>
  );
}
