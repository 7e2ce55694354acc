import { Link2 } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatHandle } from "@/lib/format";
import { useRefreshSocialProfiles } from "./api/social-profiles";
import { useStartInstagramLogin } from "./api/start-instagram-login";
import { readOauthMessage } from "./oauth-message";

const popupSize = { width: 600, height: 720 };

/** Centred over the app's window; the size Instagram's login page is laid out for. */
function popupFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - popupSize.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - popupSize.height) / 2);
  return `popup,width=${popupSize.width},height=${popupSize.height},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * DESIGN 25: without the app's Instagram keys only the "under development" notice (SOC-01); with them,
 * Instagram's login in a popup that reports back through /auth/callback.
 */
export function InstagramConnectButton({ available }: { available: boolean | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const start = useStartInstagramLogin();
  const refresh = useRefreshSocialProfiles();

  const onMessage = useEffectEvent((event: MessageEvent) => {
    const message = readOauthMessage(event, window.location.origin);
    if (!message) return;
    if (message.type === "OAUTH_SUCCESS") {
      toast.success(t("social.connected", { username: formatHandle(message.profile.username, locale) }));
    } else {
      toast.error(t("social.connectFailed"), { description: message.error });
    }
    void refresh();
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, []);

  function connect() {
    if (!available) {
      toast.info(t("social.underDevelopment"));
      return;
    }
    // Opened inside the click, before the address is known: a popup opened after an await is blocked.
    const popup = window.open("", "instagram-login", popupFeatures());
    if (!popup) {
      toast.error(t("social.popupBlocked"));
      return;
    }
    start.mutate(undefined, {
      onSuccess: (url) => {
        popup.location.href = url;
      },
      onError: (error) => {
        popup.close();
        toast.error(t("social.connectFailed"), { description: apiErrorMessage(t, error, locale) });
      },
    });
  }

  return (
    <Button variant="instagram" onClick={connect} disabled={available === undefined || start.isPending}>
      {start.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
      {start.isPending ? t("social.connecting") : t("social.connect")}
    </Button>
  );
}
