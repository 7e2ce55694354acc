import type { InvitationView } from "@shared/staff";
import { UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { switchShop } from "@/lib/acting-shop";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { type AuthUser, useAuth } from "@/lib/auth/auth-context";
import { signInPathFor } from "@/lib/auth/redirect-target";
import { useInvitation } from "./api/invitation";
import { useAcceptInvitation } from "./api/invitation-accept";
import { Email } from "./email";
import "./catalog";

/**
 * /invitations/:token (DESIGN 35): what the invitation offers; a visitor signs in or up and comes back here, the
 * invited account accepts and works in the shop at once, another account is told whose the invitation is.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const invitation = useInvitation(token);
  const { user, loading } = useAuth();

  let body: ReactNode;
  if (invitation.isPending || loading) body = <PageSpinner />;
  else if (invitation.isError) {
    const missing =
      invitation.error instanceof ApiError && (invitation.error.status === 404 || invitation.error.status === 400);
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{t(missing ? "staff.invitation.notFound" : "staff.invitation.loadFailed")}</p>
        {!missing && (
          <Button variant="outline" size="sm" onClick={() => void invitation.refetch()}>
            {t("staff.invitation.retry")}
          </Button>
        )}
      </div>
    );
  } else body = <InvitationBody token={token} view={invitation.data} user={user} />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 font-extrabold text-2xl">
            <UserPlus aria-hidden="true" className="size-6 shrink-0 text-primary" />
            {t("staff.invitation.title")}
          </h1>
          {invitation.data && (
            <CardDescription className="leading-relaxed">
              {t("staff.invitation.offer", {
                inviter: invitation.data.inviter_name,
                shop: invitation.data.shop_name,
                role: t(`staff.roles.${invitation.data.role}`),
              })}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}

function InvitationBody({ token, view, user }: { token: string; view: InvitationView; user: AuthUser | null }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const toWorkspace = (
    <Button asChild variant="outline">
      <Link to="/dashboard">{t("staff.invitation.toWorkspace")}</Link>
    </Button>
  );

  if (view.state === "accepted") {
    return (
      <div className="flex flex-col items-start gap-4 text-sm">
        <p role="status">{t("staff.invitation.stateAccepted")}</p>
        {user && toWorkspace}
      </div>
    );
  }
  if (view.state === "expired") {
    return (
      <p role="status" className="text-sm">
        {t("staff.invitation.stateExpired", { inviter: view.inviter_name })}
      </p>
    );
  }
  const here = `/invitations/${token}`;
  const roleDoes = (
    <p className="text-muted-foreground text-sm">
      {t("staff.invitation.roleDoes", { does: t(`staff.roleDoes.${view.role}`) })}
    </p>
  );
  if (!user) {
    return (
      <div className="flex flex-col gap-4 text-sm">
        {roleDoes}
        <div>
          <p>{t("staff.invitation.forEmail")}</p>
          <Email value={view.email} />
        </div>
        <p className="text-muted-foreground leading-relaxed">{t("staff.invitation.signedOut")}</p>
        <div className="grid grid-cols-2 gap-3">
          <Button asChild>
            <Link to={signInPathFor(here)}>{t("staff.invitation.signIn")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`${signInPathFor(here)}&tab=signup`}>{t("staff.invitation.signUp")}</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (user.email.toLowerCase() !== view.email.toLowerCase()) {
    return (
      <div className="flex flex-col items-start gap-4 text-sm">
        <p role="alert" className="leading-relaxed">
          {t("staff.invitation.otherAccount")}
        </p>
        <dl className="grid gap-2">
          <div>
            <dt className="text-muted-foreground">{t("staff.invitation.invitedAddress")}</dt>
            <dd>
              <Email value={view.email} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("staff.invitation.currentAddress")}</dt>
            <dd>
              <Email value={user.email} />
            </dd>
          </div>
        </dl>
        <Button variant="outline" onClick={() => void signOut()}>
          {t("staff.invitation.signOut")}
        </Button>
      </div>
    );
  }
  return <AcceptInvitation token={token} view={view} userId={user.id} roleDoes={roleDoes} />;
}

function AcceptInvitation({
  token,
  view,
  userId,
  roleDoes,
}: {
  token: string;
  view: InvitationView;
  userId: string;
  roleDoes: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const role = t(`staff.roles.${view.role}`);

  function join() {
    accept.mutate(undefined, {
      onSuccess: ({ shop_id }) => {
        switchShop({ userId, shopId: shop_id, name: view.shop_name, role: view.role });
        toast.success(t("staff.invitation.accepted", { shop: view.shop_name }));
        void navigate("/dashboard#shop");
      },
      onError: (error) =>
        toast.error(t("staff.invitation.acceptFailed"), { description: apiErrorMessage(t, error, locale) }),
    });
  }

  return (
    <section aria-labelledby="invitation-join" className="flex flex-col gap-4">
      <h2 id="invitation-join" className="font-bold text-lg">
        {t("staff.invitation.join", { shop: view.shop_name, role })}
      </h2>
      {roleDoes}
      <Button onClick={join} disabled={accept.isPending} aria-busy={accept.isPending || undefined}>
        {accept.isPending && <Spinner />}
        {t(accept.isPending ? "staff.invitation.accepting" : "staff.invitation.accept")}
      </Button>
    </section>
  );
}
