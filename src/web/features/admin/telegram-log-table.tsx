import type { TelegramLogEntry } from "@shared/admin";
import { useTranslation } from "react-i18next";
import { formatHandle, useFormat } from "@/lib/format";
import { type DataColumn, DataTable } from "./data-table";

/** ADM-16: the latest 50 exchanges, newest first, each naming the bot that answered. */
export function TelegramLogTable({ entries }: { entries: readonly TelegramLogEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: DataColumn<TelegramLogEntry>[] = [
    { key: "time", label: t("admin.telegram.columns.time"), cell: (entry) => format.dateTime(entry.created_at) },
    {
      key: "bot",
      label: t("admin.telegram.columns.bot"),
      cell: (entry) =>
        entry.bot_username ? formatHandle(entry.bot_username, format.locale) : t("admin.telegram.assistant"),
    },
    {
      key: "chat",
      label: t("admin.telegram.columns.chat"),
      cell: (entry) => (
        <bdi dir="ltr" className="font-mono text-xs">
          {entry.chat_id}
        </bdi>
      ),
    },
    {
      key: "message",
      label: t("admin.telegram.columns.message"),
      text: true,
      // A bot command (/start) has no letter to tell its direction, and it reads left to right.
      cell: (entry) => <bdi dir={entry.message.startsWith("/") ? "ltr" : undefined}>{entry.message}</bdi>,
    },
    {
      key: "reply",
      label: t("admin.telegram.columns.reply"),
      text: true,
      cell: (entry) => (entry.reply === null ? t("admin.telegram.noReply") : <bdi>{entry.reply}</bdi>),
    },
  ];
  return (
    <DataTable
      caption={t("admin.telegram.logCaption")}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth="min-w-[44rem]"
    />
  );
}
