import { Bot, CreditCard, type LucideIcon, MessageCircle, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { type AdminTab, adminTabFrom, adminTabs } from "./admin-tab";
import { PaymentsPanel } from "./payments-panel";
import { TelegramPanel } from "./telegram-panel";
import { UsersPanel } from "./users-panel";
import { WhatsappPanel } from "./whatsapp-panel";

const tabIcons: Record<AdminTab, LucideIcon> = {
  users: Users,
  telegram: Bot,
  whatsapp: MessageCircle,
  transactions: CreditCard,
};

/** ADM-06: the four tabs; the open one lives in the address (`?tab=telegram`), so a reload keeps it. */
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
      {/* Two a row on a phone, so every tab stays in sight; one row from the small breakpoint up. */}
      <TabsList aria-label={t("admin.tabs.label")} className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
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
    </Tabs>
  );
}
