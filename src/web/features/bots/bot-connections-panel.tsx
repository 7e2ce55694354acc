import { roleMayUse } from "@shared/staff";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BotAllowance } from "./bot-allowance";
import { BotList } from "./bot-list";
import "./catalog";
import { useActingShop, useShopRole } from "@/lib/acting-shop";
import { ConnectBotForm } from "./connect-bot-form";

/**
 * The connections tab's bot half (001 §2): the connect form, then the connected bots. Staff without the manager
 * area (DESIGN 35) see the bots only to link their own alerts chat; the plan's allowance is the owner's to read.
 */
export function BotConnectionsPanel() {
  const { t } = useTranslation();
  const manages = roleMayUse(useShopRole(), "manager");
  const inOwnShop = useActingShop() === null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("bots.title")}</CardTitle>
        <CardDescription>{t("bots.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {manages && <ConnectBotForm />}
        <section aria-labelledby="connected-bots-title" className="flex flex-col gap-3">
          <h4 id="connected-bots-title" className="font-semibold">
            {t("bots.list.title")}
          </h4>
          {inOwnShop && <BotAllowance />}
          <BotList />
        </section>
      </CardContent>
    </Card>
  );
}
