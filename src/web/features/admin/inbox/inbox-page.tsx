import { ArrowLeft, Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminOnly } from "../admin-only";
import { ApplicationsPanel } from "./applications-panel";
import "./catalog";
import { inboxBoxes, inboxBoxFrom } from "./inbox-box";
import { JobsPanel } from "./jobs-panel";
import { MessagesPanel } from "./messages-panel";
import { TicketsPanel } from "./tickets-panel";

/**
 * /admin/inbox (ADM-28): support and contact messages, tickets, job applications and the jobs list, one
 * section open at a time. A page of its own beside /admin, whose four tabs 000 §2 fixes (ADM-06).
 */
export function AdminInboxPage() {
  return <AdminOnly>{() => <InboxSections />}</AdminOnly>;
}

function InboxSections() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const box = inboxBoxFrom(searchParams.get("box"));

  // Replacing, not pushing: switching sections should not fill the back button's history.
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
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="-ms-3 self-start">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t("adminInbox.back")}
          </Link>
        </Button>
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Inbox aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 className="font-extrabold text-2xl sm:text-3xl">{t("adminInbox.title")}</h1>
            <p className="text-muted-foreground text-sm">{t("adminInbox.description")}</p>
          </div>
        </div>
      </header>
      <Tabs value={box} onValueChange={selectBox}>
        <TabsList aria-label={t("adminInbox.sections")} className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
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
    </div>
  );
}
