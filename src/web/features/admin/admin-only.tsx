import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth/use-me";
import "./catalog";

/**
 * The admin pages' guard (DESIGN d12, 15; ADM-01..04): the route sends a visitor to /auth; here a signed-in
 * user who is not an admin goes to /dashboard. The server refuses them anyway; this only spares them an
 * empty page.
 */
export function AdminOnly({ children }: { children: (admin: { id: string }) => ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <PageSpinner label={t("admin.checking")} />;
  if (me.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
        {t("admin.refreshFailed")}
        <Button variant="outline" onClick={() => void me.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t("admin.retry")}
        </Button>
      </div>
    );
  }
  if (!me.data.isAdmin) return <Navigate replace to="/dashboard" />;
  return children(me.data);
}
