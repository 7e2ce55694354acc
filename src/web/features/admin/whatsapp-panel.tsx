import type { AdminWhatsappList } from "@shared/admin";
import { Info } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useFormat } from "@/lib/format";
import { useWhatsappMessages } from "./api/whatsapp-messages";
import { type DataColumn, DataTable } from "./data-table";
import { ListView } from "./list-states";
import { PanelTitle } from "./panel-title";
import { WhatsappTestDialog } from "./whatsapp-test-dialog";

type WhatsappMessage = AdminWhatsappList["items"][number];

/** ADM-21..23: the count and the latest 50 WhatsApp messages, and the test message sent again. */
export function WhatsappPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const messages = useWhatsappMessages();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <PanelTitle>{t("admin.whatsapp.title")}</PanelTitle>
          <CardDescription>
            {t("admin.whatsapp.description")}
            {messages.data && (
              <>
                {" "}
                <span className="font-medium text-foreground">
                  {t("admin.whatsapp.total", { number: format.number(messages.data.total) })}
                </span>
              </>
            )}
          </CardDescription>
        </div>
        <WhatsappTestDialog />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {messages.data?.sending_configured === false && (
          <p className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
            <span>
              {/* The admin's own connected number sends the test message (issue 17). */}
              <Trans
                i18nKey="admin.whatsapp.notConfigured"
                components={{
                  route: <Link to="/adminto" dir="ltr" className="font-semibold underline underline-offset-4" />,
                }}
              />
            </span>
          </p>
        )}
        <ListView
          query={messages}
          loading={t("admin.whatsapp.loading")}
          failed={t("admin.whatsapp.failed")}
          empty={{ text: t("admin.whatsapp.empty"), when: (list) => list.items.length === 0 }}
        >
          {(list) => <MessagesTable items={list.items} />}
        </ListView>
      </CardContent>
    </Card>
  );
}

function MessagesTable({ items }: { items: AdminWhatsappList["items"] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: DataColumn<WhatsappMessage>[] = [
    { key: "time", label: t("admin.whatsapp.columns.time"), cell: (message) => format.dateTime(message.created_at) },
    {
      key: "number",
      label: t("admin.whatsapp.columns.number"),
      cell: (message) => <bdi dir="ltr">{format.digits(message.from_number)}</bdi>,
    },
    {
      key: "content",
      label: t("admin.whatsapp.columns.content"),
      text: true,
      cell: (message) => <bdi>{message.message_content}</bdi>,
    },
    {
      key: "direction",
      label: t("admin.whatsapp.columns.direction"),
      cell: (message) => t(message.is_incoming ? "admin.whatsapp.incoming" : "admin.whatsapp.outgoing"),
    },
  ];
  return (
    <DataTable
      caption={t("admin.whatsapp.caption")}
      columns={columns}
      rows={items}
      rowKey={(message) => message.id}
      minWidth="min-w-[36rem]"
    />
  );
}
