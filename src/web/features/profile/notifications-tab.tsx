import type { NotificationPreferences, Profile } from "@shared/profile";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useSaveNotifications } from "./api/save-notifications";

const preferenceNames = ["emailNotifications", "smsNotifications", "marketingEmails", "productUpdates"] as const;

/** PROF-44, PROF-45: four switches, each saved on the server the moment it changes. */
export function NotificationsTab({ profile, readOnly }: { profile: Profile; readOnly: boolean }) {
  const { t } = useTranslation();
  const save = useSaveNotifications();

  function change(name: keyof NotificationPreferences, on: boolean) {
    save.mutate(
      { userId: profile.user_id, preferences: { ...profile.notifications, [name]: on } },
      {
        onSuccess: () => toast.success(t("profile.notifications.saved")),
        onError: () => toast.error(t("profile.notifications.failed")),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("profile.notifications.title")}</CardTitle>
        <CardDescription>{t("profile.notifications.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {preferenceNames.map((name) => (
            <li key={name} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col gap-1">
                <Label htmlFor={`notification-${name}`}>{t(`profile.notifications.${name}.label`)}</Label>
                <p id={`notification-${name}-description`} className="text-muted-foreground text-sm">
                  {t(`profile.notifications.${name}.description`)}
                </p>
              </div>
              <Switch
                id={`notification-${name}`}
                aria-describedby={`notification-${name}-description`}
                checked={profile.notifications[name]}
                disabled={readOnly || save.isPending}
                onCheckedChange={(on) => change(name, on)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
