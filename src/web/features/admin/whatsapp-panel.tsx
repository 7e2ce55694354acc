import type { AdminWhatsappList } from "@shared/admin";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useFormat } from "@/lib/format";
import { useWhatsappMessages } from "./api/whatsapp-messages";
import { ListView, TableBox } from "./list-states";
import { PanelTitle } from "./panel-title";
import { WhatsappTestDialog } from "./whatsapp-test-dialog";

const columns = ["time", "number", "content", "direction"] as const;

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
            {t("admin.whatsapp.notConfigured")}
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
  return (
    <TableBox label={t("admin.whatsapp.caption")}>
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t("admin.whatsapp.caption")}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                {t(`admin.whatsapp.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((message) => (
            <tr key={message.id} className="border-t align-top">
              <td className="whitespace-nowrap px-3 py-2">{format.dateTime(message.created_at)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <bdi dir="ltr">{format.digits(message.from_number)}</bdi>
              </td>
              <td className="wrap-anywhere min-w-48 max-w-sm whitespace-pre-wrap px-3 py-2">
                <bdi>{message.message_content}</bdi>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {t(message.is_incoming ? "admin.whatsapp.incoming" : "admin.whatsapp.outgoing")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
