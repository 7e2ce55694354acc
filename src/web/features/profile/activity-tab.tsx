import type { ProfilePage } from "@shared/profile";
import { CalendarDays, Clock, MessageSquare, MessagesSquare, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useFormat } from "@/lib/format";

/** PROF-46 (DESIGN d7): the user's real figures, counted by the server. */
export function ActivityTab({ activity }: { activity: ProfilePage["activity"] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("profile.activity.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
          <Figure icon={<MessagesSquare />} label={t("profile.activity.conversations")}>
            {format.number(activity.conversations)}
          </Figure>
          <Figure icon={<MessageSquare />} label={t("profile.activity.messages")}>
            {format.number(activity.messages)}
          </Figure>
          <Figure icon={<CalendarDays />} label={t("profile.activity.contentDays")}>
            {format.number(activity.content_days)}
          </Figure>
          <Figure icon={<Sparkles />} label={t("profile.activity.aiMessagesThisMonth")}>
            {format.number(activity.ai_messages_this_month)}
          </Figure>
          <Figure icon={<Clock />} label={t("profile.activity.lastSignIn")} small>
            {activity.last_sign_in ? format.dateTime(activity.last_sign_in) : t("profile.activity.never")}
          </Figure>
        </dl>
      </CardContent>
    </Card>
  );
}

function Figure({
  icon,
  label,
  small,
  children,
}: {
  icon: ReactNode;
  label: string;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-4">
      <dt className="flex items-center gap-1.5 text-muted-foreground text-sm [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className={small ? "font-bold text-base" : "font-extrabold text-2xl"}>{children}</dd>
    </div>
  );
}
