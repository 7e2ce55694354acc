import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { inboxBoxes, inboxBoxFrom } from "../admin-tab";
import { PanelTitle } from "../panel-title";
import { ApplicationsPanel } from "./applications-panel";
import "./catalog";
import { JobsPanel } from "./jobs-panel";
import { MessagesPanel } from "./messages-panel";
import { TicketsPanel } from "./tickets-panel";

/** ADM-28: support and contact messages, tickets, job applications and the jobs list, one section open at a time. */
export function InboxPanel() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const box = inboxBoxFrom(searchParams.get("box"));

  function selectBox(next: string) {
    setSearchParams(
      (params) => {
        params.set("box", inboxBoxFrom(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Card>
      <CardHeader>
        <PanelTitle>{t("adminInbox.title")}</PanelTitle>
        <CardDescription>{t("adminInbox.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={box} onValueChange={selectBox}>
          <TabsList
            aria-label={t("adminInbox.sections")}
            className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4"
          >
            {inboxBoxes.map((name) => (
              <TabsTrigger key={name} value={name} className="min-h-9 whitespace-normal px-2">
                {t(`adminInbox.boxes.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="messages">
            <MessagesPanel />
          </TabsContent>
          <TabsContent value="tickets">
            <TicketsPanel />
          </TabsContent>
          <TabsContent value="applications">
            <ApplicationsPanel />
          </TabsContent>
          <TabsContent value="jobs">
            <JobsPanel />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
