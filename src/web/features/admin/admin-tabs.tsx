import { Bot, CreditCard, Inbox, type LucideIcon, MessageCircle, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { type AdminTab, adminTabFrom, adminTabs } from "./admin-tab";
import { InboxPanel } from "./inbox/inbox-panel";
import { PaymentsPanel } from "./payments-panel";
import { TelegramPanel } from "./telegram-panel";
import { UsersPanel } from "./users-panel";
import { WhatsappPanel } from "./whatsapp-panel";

const tabIcons: Record<AdminTab, LucideIcon> = {
  users: Users,
  telegram: Bot,
  whatsapp: MessageCircle,
  transactions: CreditCard,
  inbox: Inbox,
};

/** ADM-06: the four tabs and the inbox (ADM-28); the open one lives in the address (`?tab=telegram`), so a reload keeps it. */
export function AdminTabs({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = adminTabFrom(searchParams.get("tab"));

  // Replacing, not pushing: switching tabs should not fill the back button's history.
  function selectTab(next: string) {
    setSearchParams(
      (params) => {
        params.set("tab", adminTabFrom(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Tabs value={tab} onValueChange={selectTab}>
      {/* Three a row on a phone, so every tab stays in sight; one row from the small breakpoint up. */}
      <TabsList aria-label={t("admin.tabs.label")} className="grid h-auto w-full grid-cols-3 gap-1 sm:grid-cols-5">
        {adminTabs.map((name) => {
          const Icon = tabIcons[name];
          return (
            <TabsTrigger key={name} value={name} className="min-h-9 gap-1.5 px-2">
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`admin.tabs.${name}`)}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="users">
        <UsersPanel selfId={selfId} />
      </TabsContent>
      <TabsContent value="telegram">
        <TelegramPanel />
      </TabsContent>
      <TabsContent value="whatsapp">
        <WhatsappPanel />
      </TabsContent>
      <TabsContent value="transactions">
        <PaymentsPanel />
      </TabsContent>
      <TabsContent value="inbox">
        <InboxPanel />
      </TabsContent>
    </Tabs>
  );
}
