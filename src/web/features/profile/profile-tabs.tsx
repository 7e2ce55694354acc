import type { ProfilePage } from "@shared/profile";
import { Bell, CreditCard, History, Settings, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ActivityTab } from "./activity-tab";
import { BillingTab } from "./billing-tab";
import { NotificationsTab } from "./notifications-tab";
import { type ProfileTab, profileTabFrom, profileTabs } from "./profile-tab";
import { SecurityTab } from "./security/security-tab";
import { SettingsTab } from "./settings-tab";

const tabIcons: Record<ProfileTab, ReactNode> = {
  settings: <Settings />,
  security: <ShieldCheck />,
  notifications: <Bell />,
  activity: <History />,
  billing: <CreditCard />,
};

type ProfileTabsProps = {
  page: ProfilePage;
  displayName: string;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
};

/** PROF-08: the five tabs; which one is open lives in the address, so a reload keeps it. */
export function ProfileTabs({ page, displayName, tab, onTabChange }: ProfileTabsProps) {
  const { t } = useTranslation();
  const { profile, own } = page;
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(profileTabFrom(value))}>
      {/* On a narrow phone the tabs wrap; a wrapped tab keeps its width instead of stretching across the row. */}
      <TabsList aria-label={t("profile.tabs.label")} className="flex h-auto w-full flex-wrap justify-center gap-1">
        {profileTabs.map((name) => (
          <TabsTrigger
            key={name}
            value={name}
            className="min-h-9 flex-none gap-1.5 px-2 sm:flex-1 sm:px-3 [&_svg]:size-4"
          >
            <span aria-hidden="true" className="hidden sm:inline">
              {tabIcons[name]}
            </span>
            {t(`profile.tabs.${name}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="settings">
        <SettingsTab profile={profile} displayName={displayName} own={own} />
      </TabsContent>
      <TabsContent value="security">{own ? <SecurityTab email={profile.email} /> : <SecurityReadOnly />}</TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab profile={profile} readOnly={!own} />
      </TabsContent>
      <TabsContent value="activity">
        <ActivityTab activity={page.activity} />
      </TabsContent>
      <TabsContent value="billing">
        <BillingTab payments={page.payments} />
      </TabsContent>
    </Tabs>
  );
}

/** An admin looking at another user's profile is offered no security actions. */
function SecurityReadOnly() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="pt-6 text-muted-foreground text-sm">{t("profile.security.readOnly")}</CardContent>
    </Card>
  );
}
