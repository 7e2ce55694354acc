import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useActingShop } from "@/lib/acting-shop";
import { useSocialProfiles } from "./api/social-profiles";
import "./catalog";
import { InstagramConnectButton } from "./instagram-connect-button";
import { SocialProfileList } from "./social-profile-list";

/** The connections tab's Instagram half (001 §2, DESIGN 25): the connect button, then the linked profiles. */
export function InstagramPanel() {
  // DESIGN 35: the linked profiles are the account's own, not the shop's: staff working in another's shop see none.
  return useActingShop() === null ? <InstagramCard /> : null;
}

function InstagramCard() {
  const { t } = useTranslation();
  const profiles = useSocialProfiles();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("social.title")}</CardTitle>
        <CardDescription>{t("social.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div>
          <InstagramConnectButton available={profiles.data?.instagram_available} />
        </div>
        <section aria-labelledby="linked-profiles-title" className="flex flex-col gap-3">
          <h4 id="linked-profiles-title" className="font-semibold">
            {t("social.list.title")}
          </h4>
          <SocialProfileList profiles={profiles} />
        </section>
      </CardContent>
    </Card>
  );
}
