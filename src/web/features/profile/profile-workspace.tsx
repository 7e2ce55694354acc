import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useProfilePage } from "./api/profile-page";
import { ProfileHeader } from "./profile-header";
import { ProfileSummary } from "./profile-summary";
import { type ProfileTab, profileTabFrom } from "./profile-tab";
import { ProfileTabs } from "./profile-tabs";

/** The signed-in user's profile, or (admins, `?user=`) someone else's, read-only (PROF-48, PROF-49). */
export function ProfileWorkspace() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = profileTabFrom(searchParams.get("tab"));
  const page = useProfilePage(searchParams.get("user"));

  function selectTab(next: ProfileTab) {
    setSearchParams(
      (params) => {
        params.set("tab", next);
        return params;
      },
      { replace: true },
    );
  }

  if (page.isPending) return <PageSpinner />;
  if (page.isError) {
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-12">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
            <p role="alert">{t("profile.loadFailed")}</p>
            <Button variant="outline" onClick={() => void page.refetch()}>
              <RotateCcw aria-hidden="true" />
              {t("profile.retry")}
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const data = page.data;
  const displayName = data.profile.full_name.trim() || t("profile.summary.newUser");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <ProfileHeader subscribed={data.subscription.subscribed} />
      {!data.own && (
        <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
          {t("profile.readOnly", { name: displayName })}
        </p>
      )}
      <ProfileSummary page={data} />
      <ProfileTabs page={data} displayName={displayName} tab={tab} onTabChange={selectTab} />
    </div>
  );
}
