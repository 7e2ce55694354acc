import type { AdminUser } from "@shared/admin";
import { planForTier } from "@shared/plans";
import { Ban, Eye, ShieldCheck, Unlock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { AdminRoleDialog } from "./admin-role-dialog";
import { useUnblockUser } from "./api/unblock-user";
import { BlockUserDialog } from "./block-user-dialog";
import { userActionsFor } from "./user-actions";

/** ADM-13..15: one user as the admin sees them, with the actions the admin may take. */
export function UserCard({ user, selfId }: { user: AdminUser; selfId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const unblock = useUnblockUser();
  const name = user.full_name.trim() || user.email;
  const actions = userActionsFor(user, selfId);
  const titleId = `admin-user-${user.id}`;

  async function unblockUser() {
    try {
      await unblock.mutateAsync({ id: user.id });
      toast.success(t("admin.users.toasts.unblocked", { name }));
    } catch (error) {
      toast.error(t("admin.users.toasts.failed"), { description: apiErrorMessage(t, error, format.locale) });
    }
  }

  const usage =
    user.ai_usage.tokens > 0
      ? t("admin.users.aiMessagesTokens", {
          messages: format.number(user.ai_usage.messages),
          tokens: format.number(user.ai_usage.tokens),
        })
      : t("admin.users.aiMessages", { messages: format.number(user.ai_usage.messages) });

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-lg border p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="wrap-anywhere font-semibold">
            {user.full_name.trim() || t("admin.users.noName")}
          </h3>
          <p className="wrap-anywhere text-muted-foreground text-sm">
            <bdi dir="ltr">{user.email}</bdi>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {user.id === selfId && <Badge variant="outline">{t("admin.users.you")}</Badge>}
          {user.is_admin && (
            <Badge variant="secondary">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t("admin.users.admin")}
            </Badge>
          )}
          {user.blocked && (
            <Badge variant="outline" className="border-danger text-danger">
              <Ban aria-hidden="true" className="size-3.5" />
              {t("admin.users.blocked")}
            </Badge>
          )}
        </div>
      </header>
      <div className="flex flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          {user.subscribed ? (
            <>
              <Badge variant="luxury">{planForTier(user.subscription_tier).name[format.locale]}</Badge>
              {user.subscription_end && (
                <span className="text-muted-foreground">
                  {t("admin.users.planUntil", { date: format.date(user.subscription_end) })}
                </span>
              )}
            </>
          ) : (
            <Badge variant="secondary">{t("admin.users.free")}</Badge>
          )}
        </p>
        <p className="text-muted-foreground">{t("admin.users.joined", { date: format.date(user.created_at) })}</p>
        <p className="text-muted-foreground">{usage}</p>
        {user.blocked && (
          <p className="wrap-anywhere text-danger">
            {t("admin.users.blockedReason")} <bdi>{user.blocked.reason}</bdi>
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2">
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/profile?user=${encodeURIComponent(user.id)}`}
            aria-label={t("admin.users.actions.viewNamed", { name })}
          >
            <Eye aria-hidden="true" />
            {t("admin.users.actions.view")}
          </Link>
        </Button>
        {actions.includes("grantAdmin") && <AdminRoleDialog userId={user.id} name={name} grant />}
        {actions.includes("revokeAdmin") && <AdminRoleDialog userId={user.id} name={name} grant={false} />}
        {actions.includes("unblock") && (
          <Button
            size="sm"
            variant="outline"
            disabled={unblock.isPending}
            aria-label={t("admin.users.actions.unblockNamed", { name })}
            onClick={() => void unblockUser()}
          >
            {unblock.isPending ? <Spinner /> : <Unlock aria-hidden="true" />}
            {t("admin.users.actions.unblock")}
          </Button>
        )}
        {actions.includes("block") && <BlockUserDialog userId={user.id} name={name} />}
      </div>
    </article>
  );
}
