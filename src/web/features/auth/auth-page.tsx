import { brand } from "@shared/brand";
import { ArrowLeft } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLanguage } from "@/i18n/use-language";
import { useAuth } from "./auth-context";
import { safeRedirectPath } from "./redirect-target";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type AuthTab = "signin" | "signup";

export function AuthPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { user, loading } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get("tab") === "signup" ? "signup" : "signin";

  // A signed-in user (also right after a successful submit) goes where they were heading.
  if (user) return <Navigate replace to={safeRedirectPath(searchParams.get("redirect")) ?? "/dashboard"} />;
  if (loading) return <PageSpinner />;

  function selectTab(next: string) {
    setSearchParams(
      (params) => {
        params.set("tab", next);
        return params;
      },
      { replace: true },
    );
  }

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
          <h1 className="font-extrabold text-2xl">{t("auth.title", { name: brand.name[locale] })}</h1>
          <CardDescription>{t("auth.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList aria-label={t("auth.tabsLabel")} className="w-full">
              <TabsTrigger value="signin">{t("auth.signInTab")}</TabsTrigger>
              <TabsTrigger value="signup">{t("auth.signUpTab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm />
            </TabsContent>
          </Tabs>
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
