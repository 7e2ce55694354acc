import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BotAllowance } from "./bot-allowance";
import { BotList } from "./bot-list";
import "./catalog";
import { ConnectBotForm } from "./connect-bot-form";

/** The connections tab's bot half (001 §2): the connect form, then the connected bots. */
export function BotConnectionsPanel() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("bots.title")}</CardTitle>
        <CardDescription>{t("bots.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ConnectBotForm />
        <section aria-labelledby="connected-bots-title" className="flex flex-col gap-3">
          <h4 id="connected-bots-title" className="font-semibold">
            {t("bots.list.title")}
          </h4>
          <BotAllowance />
          <BotList />
        </section>
      </CardContent>
    </Card>
  );
}
