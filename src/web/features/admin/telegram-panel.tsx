import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useAdminBots } from "./api/bots";
import { useTelegramLog } from "./api/telegram-log";
import { BotCard } from "./bot-card";
import { ListView } from "./list-states";
import { PanelTitle } from "./panel-title";
import { TelegramLogTable } from "./telegram-log-table";

/** ADM-16..20: the sellers' bots with their switches first, then the latest 50 messages the bots handled. */
export function TelegramPanel() {
  const { t } = useTranslation();
  const bots = useAdminBots();
  const log = useTelegramLog();
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <PanelTitle>{t("admin.telegram.botsTitle")}</PanelTitle>
          <CardDescription>{t("admin.telegram.botsDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ListView
            query={bots}
            loading={t("admin.telegram.botsLoading")}
            failed={t("admin.telegram.botsFailed")}
            empty={{ text: t("admin.telegram.botsEmpty"), when: (items) => items.length === 0 }}
          >
            {(items) => (
              <ul aria-label={t("admin.telegram.botsLabel")} className="grid gap-3 lg:grid-cols-2">
                {items.map((bot) => (
                  <li key={bot.id} className="min-w-0">
                    <BotCard bot={bot} />
                  </li>
                ))}
              </ul>
            )}
          </ListView>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <PanelTitle>{t("admin.telegram.logTitle")}</PanelTitle>
          <CardDescription>{t("admin.telegram.logDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ListView
            query={log}
            loading={t("admin.telegram.logLoading")}
            failed={t("admin.telegram.logFailed")}
            empty={{ text: t("admin.telegram.logEmpty"), when: (items) => items.length === 0 }}
          >
            {(items) => <TelegramLogTable entries={items} />}
          </ListView>
        </CardContent>
      </Card>
    </div>
  );
}
