import { brand } from "@shared/brand";
import { ArrowLeft } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import "./catalog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLanguage } from "@/i18n/use-language";
import { useAuth } from "@/lib/auth/auth-context";
import { type AuthScreen, type AuthView, authScreenParams, authViewOf } from "./auth-view";
import { ForgotPasswordForm } from "./forgot-password-form";
import "@/components/password/catalog";
import { safeRedirectPath } from "@/lib/auth/redirect-target";
import { ResetPasswordForm } from "./reset-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export function AuthPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { user, loading, signOut, sessionEndedElsewhere } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = authViewOf(searchParams);
  const screenHref = (screen: AuthScreen) => `?${authScreenParams(searchParams, screen)}`;

  // A signed-in user (also right after a successful submit) goes where they were heading; the reset
  // e-mail's link is for them too (they may have asked for it from their profile).
  const resetting = view.kind === "resetPassword" || view.kind === "resetLinkInvalid";
  if (user && !resetting)
    return <Navigate replace to={safeRedirectPath(searchParams.get("redirect")) ?? "/dashboard"} />;
  if (loading) return <PageSpinner />;

  function show(screen: AuthScreen) {
    setSearchParams((params) => authScreenParams(params, screen), { replace: true });
  }

  async function passwordWasReset() {
    // The reset ended every session of the account (revokeSessionsOnPasswordReset), this browser's too.
    if (user) await signOut();
    show("signin");
  }

  const heading: Record<AuthView["kind"], { title: string; description: string }> = {
    tabs: { title: t("auth.title", { name: brand.name[locale] }), description: t("auth.subtitle") },
    forgotPassword: { title: t("accountPassword.forgot.title"), description: t("accountPassword.forgot.description") },
    resetPassword: { title: t("accountPassword.reset.title"), description: t("accountPassword.reset.description") },
    resetLinkInvalid: {
      title: t("accountPassword.expired.title"),
      description: t("accountPassword.expired.description"),
    },
  };
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ms-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          {t("auth.back")}
        </Link>
      </Button>
      <Card>
        <CardHeader className="text-center">
          <h1 className="font-extrabold text-2xl">{heading[view.kind].title}</h1>
          <CardDescription>{heading[view.kind].description}</CardDescription>
        </CardHeader>
        <CardContent>
          {sessionEndedElsewhere && (
            <p role="status" className="mb-4 rounded-md border border-border bg-muted p-3 text-center text-sm">
              {t("auth.sessionEnded")}
            </p>
          )}
          {view.kind === "tabs" ? (
            <Tabs value={view.tab} onValueChange={(tab) => show(tab === "signup" ? "signup" : "signin")}>
              <TabsList aria-label={t("auth.tabsLabel")} className="w-full">
                <TabsTrigger value="signin">{t("auth.signInTab")}</TabsTrigger>
                <TabsTrigger value="signup">{t("auth.signUpTab")}</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm />
                <p className="mt-4 text-center text-sm">
                  <Link
                    to={screenHref("forgot-password")}
                    className="text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
                  >
                    {t("accountPassword.forgot.link")}
                  </Link>
                </p>
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          ) : (
            <div className="grid gap-4">
              {view.kind === "resetPassword" ? (
                <ResetPasswordForm
                  token={view.token}
                  onDone={passwordWasReset}
                  onInvalidToken={() => show("reset-link-invalid")}
                />
              ) : (
                <ForgotPasswordForm />
              )}
              <Button asChild variant="link" className="justify-self-center">
                <Link to={screenHref("signin")} replace>
                  {t("accountPassword.backToSignIn")}
                </Link>
              </Button>
            </div>
          )}
          <p className="mt-6 text-center text-muted-foreground text-xs leading-relaxed">
            <Trans
              i18nKey="auth.legal"
              components={{
                terms: <Link to="/terms" className="text-foreground underline underline-offset-4" />,
                privacy: <Link to="/privacy" className="text-foreground underline underline-offset-4" />,
              }}
            />
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
