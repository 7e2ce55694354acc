import { adminListLength } from "@shared/admin";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { CardDescription } from "@/components/ui/card";
import { useFormat } from "@/lib/format";
import { type InboxMessage, useInboxMessages } from "../api/inbox-messages";
import { type DataColumn, DataTable } from "../data-table";
import { ListView } from "../list-states";
import { PersonLabel } from "../person-label";
import "./support-catalog";

/** ADM-28, STAT-07, STAT-13: the latest support and contact messages, and whether a user or a visitor wrote. */
export function MessagesPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const messages = useInboxMessages();
  const columns: DataColumn<InboxMessage>[] = [
    { key: "date", label: t("adminSupport.messages.fields.date"), cell: (row) => format.dateTime(row.created_at) },
    {
      key: "kind",
      label: t("adminSupport.messages.fields.kind"),
      cell: (row) => <Badge variant="secondary">{t(`adminSupport.messages.kinds.${row.kind}`)}</Badge>,
    },
    {
      key: "sender",
      label: t("adminSupport.messages.fields.sender"),
      cell: (row) => (
        <span className="flex flex-col gap-0.5">
          <span>
            <PersonLabel name={row.name} email={row.email} />
          </span>
          <span className="text-muted-foreground text-xs">
            {t(`adminSupport.messages.senders.${row.user_id ? "user" : "visitor"}`)}
          </span>
        </span>
      ),
    },
    {
      key: "subject",
      label: t("adminSupport.messages.fields.subject"),
      text: true,
      cell: (row) => <bdi>{row.subject}</bdi>,
    },
    {
      key: "message",
      label: t("adminSupport.messages.fields.message"),
      text: true,
      cell: (row) => <bdi>{row.message}</bdi>,
    },
  ];
  return (
    <section aria-labelledby="inbox-messages-title" className="flex flex-col gap-4 pt-4">
      <div className="flex flex-col gap-1.5">
        <h3 id="inbox-messages-title" className="font-bold text-base">
          {t("adminSupport.messages.title")}
        </h3>
        <CardDescription>
          {t("adminSupport.messages.description", { limit: format.number(adminListLength) })}
        </CardDescription>
      </div>
      <ListView
        query={messages}
        loading={t("adminSupport.messages.loading")}
        failed={t("adminSupport.messages.failed")}
        empty={{ text: t("adminSupport.messages.empty"), when: (items) => items.length === 0 }}
      >
        {(items) => (
          <DataTable
            caption={t("adminSupport.messages.listLabel")}
            columns={columns}
            rows={items}
            rowKey={(row) => row.id}
            minWidth="min-w-[56rem]"
          />
        )}
      </ListView>
    </section>
  );
}
