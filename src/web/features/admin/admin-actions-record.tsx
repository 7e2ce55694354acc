import type { AdminAction } from "@shared/admin";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatLatin, useFormat } from "@/lib/format";
import { useAdminActions } from "./api/actions";
import { type DataColumn, DataTable } from "./data-table";
import { ListView } from "./list-states";
import { PanelTitle } from "./panel-title";

/** Issue 15: every admin action is recorded, and the panel shows the record (who, what, to whom, when). */
export function AdminActionsRecord() {
  const { t } = useTranslation();
  const actions = useAdminActions();
  return (
    <Card>
      <CardHeader>
        <PanelTitle>{t("admin.record.title")}</PanelTitle>
        <CardDescription>{t("admin.record.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListView
          query={actions}
          loading={t("admin.record.loading")}
          failed={t("admin.record.failed")}
          empty={{ text: t("admin.record.empty"), when: (items) => items.length === 0 }}
        >
          {(items) => <RecordTable items={items} />}
        </ListView>
      </CardContent>
    </Card>
  );
}

function RecordTable({ items }: { items: readonly AdminAction[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t("admin.record.none");
  const columns: DataColumn<AdminAction>[] = [
    { key: "when", label: t("admin.record.columns.when"), cell: (action) => format.dateTime(action.created_at) },
    {
      key: "who",
      label: t("admin.record.columns.who"),
      cell: (action) => formatLatin(action.admin_email, format.locale),
    },
    {
      key: "what",
      label: t("admin.record.columns.what"),
      cell: (action) => t(`admin.record.kinds.${action.action}`),
    },
    {
      key: "whom",
      label: t("admin.record.columns.whom"),
      cell: (action) => (action.target_user ? formatLatin(action.target_user.email, format.locale) : none),
    },
    {
      key: "detail",
      label: t("admin.record.columns.detail"),
      text: true,
      cell: (action) => (action.detail === null ? none : <bdi>{action.detail}</bdi>),
    },
  ];
  return (
    <DataTable
      caption={t("admin.record.caption")}
      columns={columns}
      rows={items}
      rowKey={(action) => action.id}
      minWidth="min-w-[40rem]"
    />
  );
}
