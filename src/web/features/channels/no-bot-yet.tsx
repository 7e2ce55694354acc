import { Bot } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A channel needs a bot to post in it: until one is connected, the card points to the bots card above. */
export function NoBotYet() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
      <Bot aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{t("channels.noBot.title")}</p>
      <p className="text-muted-foreground text-sm">{t("channels.noBot.hint")}</p>
    </div>
  );
}
