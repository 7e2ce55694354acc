import type { TelegramLogEntry } from "@shared/admin";
import { useTranslation } from "react-i18next";
import { formatHandle, useFormat } from "@/lib/format";
import { TableBox } from "./list-states";

const columns = ["time", "bot", "chat", "message", "reply"] as const;

/** ADM-16: the latest 50 exchanges, newest first, each naming the bot that answered. */
export function TelegramLogTable({ entries }: { entries: readonly TelegramLogEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TableBox label={t("admin.telegram.logCaption")}>
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{t("admin.telegram.logCaption")}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                {t(`admin.telegram.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t align-top">
              <td className="whitespace-nowrap px-3 py-2">{format.dateTime(entry.created_at)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                {entry.bot_username ? formatHandle(entry.bot_username, format.locale) : t("admin.telegram.assistant")}
              </td>
              <td className="px-3 py-2 font-mono text-xs">
                <bdi dir="ltr">{entry.chat_id}</bdi>
              </td>
              <td className="wrap-anywhere min-w-48 max-w-xs whitespace-pre-wrap px-3 py-2">
                <bdi>{entry.message}</bdi>
              </td>
              <td className="wrap-anywhere min-w-48 max-w-xs whitespace-pre-wrap px-3 py-2">
                {entry.reply === null ? t("admin.telegram.noReply") : <bdi>{entry.reply}</bdi>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
