import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Inbox, RefreshCw, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useAdminQueryKey } from "./api/admin-query-key";

/** ADM-07, ADM-26, ADM-27: back to the dashboard, the title, and a refresh of everything the panel shows. */
export function AdminHeader() {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const queryClient = useQueryClient();
  const adminKey = useAdminQueryKey();
  const [refreshing, setRefreshing] = useState(false);

  // The open tab's lists, the figures and the record are read again now; the other tabs when next opened.
  async function refresh() {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: adminKey }, { throwOnError: true });
      toast.success(t("admin.refreshed"));
    } catch (error) {
      toast.error(t("admin.refreshFailed"), { description: apiErrorMessage(t, error, locale) });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <header className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ms-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t("admin.back")}
          </Link>
        </Button>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {/* ADM-28: what users send to support lives on a page of its own; the four tabs stay 000 §2's. */}
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/inbox">
              <Inbox aria-hidden="true" />
              {t("admin.inbox")}
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={refreshing}>
            {refreshing ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {t("admin.refresh")}
          </Button>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="font-extrabold text-2xl sm:text-3xl">{t("admin.title")}</h1>
          <p className="text-muted-foreground text-sm">{t("admin.description")}</p>
        </div>
      </div>
    </header>
  );
}
