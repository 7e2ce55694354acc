import type { Locale } from "@shared/locales";
import type { TFunction } from "i18next";
import { CircleCheck, CircleX, LayoutDashboard } from "lucide-react";
import { type ReactNode, useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatHandle } from "@/lib/format";
import { useFinishOauth } from "./api/finish-oauth";
import { readCallbackParams } from "./callback-params";
import "./catalog";
import { type OauthMessage, openerOf, postToOpener } from "./oauth-message";

/**
 * /auth/callback (001 §2, §5, §7): the popup Instagram returns to. It asks the server to finish the
 * connection, reports the result to the window that opened it (own origin only) and closes itself;
 * opened without an opener it shows the result instead.
 */
export function OauthCallbackPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const location = useLocation();
  const [query] = useSearchParams();
  const params = readCallbackParams(location.pathname, query);
  const finish = useFinishOauth();

  const report = params.kind === "missing" ? missingReport(t) : finishedReport(finish, t, locale);

  // Once per page, whatever StrictMode's second effect run does: a state can be spent only once.
  const started = useRef(false);
  const finishOnArrival = useEffectEvent(() => {
    if (params.kind === "complete")
      finish.mutate({ platform: params.platform, code: params.code, state: params.state });
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishOnArrival();
  }, []);

  const reported = useRef(false);
  useEffect(() => {
    if (!report || reported.current) return;
    reported.current = true;
    const opener = openerOf(window);
    if (!opener) return;
    postToOpener(opener, report, window.location.origin);
    window.close();
  }, [report]);

  if (!report) {
    return (
      <CallbackFrame>
        <CardHeader role="status" className="items-center gap-4 py-12">
          <Spinner className="size-10 text-primary dark:text-accent-foreground" />
          <h1 className="font-semibold text-lg">{t("social.callback.processing")}</h1>
        </CardHeader>
      </CallbackFrame>
    );
  }
  return <CallbackResult report={report} />;
}

/** SOC-06: nothing is asked of the server without code, state and platform. */
function missingReport(t: TFunction): OauthMessage {
  return { type: "OAUTH_ERROR", error: t("social.callback.missingParameters") };
}

/** SOC-08, SOC-09: the server's answer, its error in the reader's language, or "OAuth failed"; null while it runs. */
function finishedReport(finish: ReturnType<typeof useFinishOauth>, t: TFunction, locale: Locale): OauthMessage | null {
  if (finish.isSuccess) {
    return finish.data.success
      ? { type: "OAUTH_SUCCESS", profile: finish.data.profile }
      : { type: "OAUTH_ERROR", error: finish.data.message || t("social.callback.oauthFailed") };
  }
  if (!finish.isError) return null;
  const error = finish.error instanceof ApiError ? apiErrorMessage(t, finish.error, locale) : "";
  return { type: "OAUTH_ERROR", error: error || t("social.callback.oauthFailed") };
}

function CallbackResult({ report }: { report: OauthMessage }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const succeeded = report.type === "OAUTH_SUCCESS";
  const Icon = succeeded ? CircleCheck : CircleX;
  return (
    <CallbackFrame>
      <CardHeader className="items-center gap-3" role={succeeded ? "status" : "alert"}>
        <Icon
          aria-hidden="true"
          className={succeeded ? "size-12 text-emerald-700 dark:text-emerald-400" : "size-12 text-danger"}
        />
        <h1 className="font-extrabold text-xl">
          {succeeded
            ? t("social.callback.succeeded", { username: formatHandle(report.profile.username, locale) })
            : t("social.callback.failed")}
        </h1>
        <CardDescription className="text-base">
          {succeeded ? t("social.callback.closeHint") : report.error}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link to="/dashboard?tab=connections">
            <LayoutDashboard aria-hidden="true" />
            {t("social.callback.backToConnections")}
          </Link>
        </Button>
      </CardContent>
    </CallbackFrame>
  );
}

function CallbackFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12">
      <Card className="w-full text-center">{children}</Card>
    </div>
  );
}
