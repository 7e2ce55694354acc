import { roleMayUse } from "@shared/staff";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useShopRole } from "@/lib/acting-shop";
import { useBotsToPostWith } from "./api/bots-to-post-with";
import "./catalog";
import { ChannelList } from "./channel-list";
import { LinkChannelForm } from "./link-channel-form";
import { NoBotYet } from "./no-bot-yet";

/**
 * Issue 19: the connections tab's channels card, below the bots. Without a bot there is nothing to link a
 * channel to; the bots card above shows its own loading and failure, so this one waits quietly.
 */
export function ChannelsPanel() {
  // DESIGN 35: channels are the manager area's; other staff have nothing here.
  return roleMayUse(useShopRole(), "manager") ? <ChannelsCard /> : null;
}

function ChannelsCard() {
  const { t } = useTranslation();
  const bots = useBotsToPostWith();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t("channels.title")}</CardTitle>
          <CardDescription>{t("channels.description")}</CardDescription>
        </div>
        {/* Where posts to these channels are composed, scheduled and followed (the header's menu is 000 §2's). */}
        <Button asChild variant="outline" size="sm">
          <Link to="/publishing">
            <CalendarClock aria-hidden="true" />
            {t("channels.openCalendar")}
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {bots.data?.length === 0 && <NoBotYet />}
        {bots.data && bots.data.length > 0 && (
          <>
            {/* A bot connected or removed above starts the form afresh, so it never names a bot that is gone. */}
            <LinkChannelForm key={bots.data.map((bot) => bot.id).join()} bots={bots.data} />
            <section aria-labelledby="linked-channels-title" className="flex flex-col gap-3">
              <h4 id="linked-channels-title" className="font-semibold">
                {t("channels.list.title")}
              </h4>
              <ChannelList />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
