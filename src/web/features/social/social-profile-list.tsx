import type { SocialProfile } from "@shared/social";
import { ExternalLink, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { formatCompact, formatNumber } from "@/lib/format";
import type { useSocialProfiles } from "./api/social-profiles";
import { DeleteProfileDialog } from "./delete-profile-dialog";
import { followerCountText } from "./follower-count";

/** SOC-02: the linked profiles, newest first, with loading, failure and empty states. */
export function SocialProfileList({ profiles }: { profiles: ReturnType<typeof useSocialProfiles> }) {
  const { t } = useTranslation();
  if (profiles.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <Spinner /> {t("social.list.loading")}
      </p>
    );
  }
  if (profiles.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("social.list.loadFailed")}
        <Button variant="outline" size="sm" onClick={() => void profiles.refetch()}>
          {t("social.list.retry")}
        </Button>
      </div>
    );
  }
  if (profiles.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <UsersRound aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t("social.list.empty")}</p>
        <p className="text-muted-foreground text-sm">{t("social.list.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t("social.list.title")}>
      {profiles.data.items.map((profile) => (
        <SocialProfileItem key={profile.id} profile={profile} />
      ))}
    </ul>
  );
}

function SocialProfileItem({ profile }: { profile: SocialProfile }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const exact = formatNumber(profile.follower_count, locale);
  const compact = formatCompact(profile.follower_count, locale);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border p-4">
      <span dir="ltr" className="min-w-0 break-all font-semibold">
        @{profile.username}
      </span>
      <span className="text-muted-foreground text-sm" title={compact === exact ? undefined : exact}>
        {followerCountText(t, profile.follower_count, locale)}
      </span>
      <a
        href={profile.link}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline dark:text-accent-foreground"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {t("social.list.open")}
      </a>
      <span className="ms-auto">
        <DeleteProfileDialog profile={profile} />
      </span>
    </li>
  );
}
