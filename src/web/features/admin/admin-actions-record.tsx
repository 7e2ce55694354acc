import type { AdminAction } from "@shared/admin";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatLatin, useFormat } from "@/lib/format";
import { useAdminActions } from "./api/actions";
import { ListView, TableBox } from "./list-states";
import { PanelTitle } from "./panel-title";

const columns = ["when", "who", "what", "whom", "detail"] as const;

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
  return (
    <TableBox label={t("admin.record.caption")}>
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t("admin.record.caption")}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                {t(`admin.record.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((action) => (
            <tr key={action.id} className="border-t align-top">
              <td className="whitespace-nowrap px-3 py-2">{format.dateTime(action.created_at)}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatLatin(action.admin_email, format.locale)}</td>
              <td className="whitespace-nowrap px-3 py-2">{t(`admin.record.kinds.${action.action}`)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                {action.target_user ? formatLatin(action.target_user.email, format.locale) : none}
              </td>
              <td className="wrap-anywhere min-w-48 max-w-xs whitespace-pre-wrap px-3 py-2">
                {action.detail === null ? none : <bdi>{action.detail}</bdi>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
