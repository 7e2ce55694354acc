import { planForTier } from "@shared/plans";
import type { ProfilePage } from "@shared/profile";
import { CalendarDays, Crown, Mail, MapPin, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlanPeriodLine } from "@/components/plans/plan-period-line";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFormat } from "@/lib/format";
import { usePlanPeriod } from "@/lib/plan-period";
import { UserAvatar } from "./user-avatar";

/** PROF-05..07, PROF-09: who the user is, how much content they have, and their plan. */
export function ProfileSummary({ page }: { page: ProfilePage }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { profile, subscription, activity } = page;
  // The signed-in user's own plan dates (decision 021); another user's profile does not show them.
  const period = usePlanPeriod().data;
  const name = profile.full_name.trim() || t("profile.summary.newUser");
  const planName = subscription.subscribed
    ? planForTier(subscription.subscription_tier).name[format.locale]
    : t("profile.summary.freePlan");

  return (
    <Card aria-labelledby="profile-summary-name" className="overflow-hidden" role="region">
      <div aria-hidden="true" className="h-20 bg-linear-to-r from-violet-700 via-fuchsia-700 to-amber-500" />
      <div className="flex flex-col gap-5 px-5 pb-5 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
          <UserAvatar
            name={profile.full_name}
            email={profile.email}
            url={profile.avatar_url}
            alt={t("profile.summary.avatarAlt", { name })}
            className="-mt-10"
          />
          <div className="flex min-w-0 flex-col gap-1 sm:pt-3">
            <h2 id="profile-summary-name" className="break-words font-bold text-xl">
              {name}
            </h2>
            {profile.job_title && (
              <p className="text-muted-foreground text-sm">
                <span className="sr-only">{t("profile.summary.jobTitle")}: </span>
                {profile.job_title}
              </p>
            )}
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
          <Detail icon={<Mail />} label={t("profile.summary.email")}>
            <span dir="ltr" className="break-all">
              {profile.email}
            </span>
          </Detail>
          <Detail icon={<CalendarDays />}>
            {t("profile.summary.memberSince", { date: format.date(profile.created_at) })}
          </Detail>
          {profile.location && (
            <Detail icon={<MapPin />} label={t("profile.summary.location")}>
              {profile.location}
            </Detail>
          )}
        </ul>
        {profile.bio && <p className="whitespace-pre-line text-sm leading-relaxed">{profile.bio}</p>}
        <dl className="grid grid-cols-2 gap-3">
          <Tile icon={<Sparkles />} label={t("profile.summary.contentTile")}>
            {format.number(activity.content_days)}
            {/* PROF-06: no plan caps the days of daily content (Eco's limits are per day), so any paid plan reads ∞. */}
            {subscription.subscribed && (
              <span className="ms-1.5 font-medium text-base text-muted-foreground">
                {t("profile.summary.contentAllowance")}
              </span>
            )}
          </Tile>
          <Tile icon={<Crown />} label={t("profile.summary.planTile")}>
            {planName}
          </Tile>
        </dl>
        {page.own && subscription.subscribed && <PlanPeriodLine period={period} />}
        {page.own && !subscription.subscribed && (
          <Button asChild variant="luxury" className="self-start">
            <Link to="/pricing">{t("profile.summary.viewPlans")}</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
      <span aria-hidden="true">{icon}</span>
      {label && <span className="sr-only">{label}:</span>}
      <span className="min-w-0 text-foreground">{children}</span>
    </li>
  );
}

function Tile({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-4">
      <dt className="flex items-center gap-1.5 text-muted-foreground text-sm [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="font-extrabold text-2xl">{children}</dd>
    </div>
  );
}
