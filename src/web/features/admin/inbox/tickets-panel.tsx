import { adminListLength } from "@shared/admin";
import { ticketStatuses } from "@shared/tickets";
import { MessagesSquare } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { CardDescription } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { useFormat } from "@/lib/format";
import { type InboxTicket, type InboxTicketFilter, useInboxTickets } from "../api/inbox-tickets";
import { type DataColumn, DataTable } from "../data-table";
import { ListView } from "../list-states";
import { PersonLabel } from "../person-label";
import { InboxTicketDialog } from "./inbox-ticket-dialog";
import { InboxTicketStatusBadge } from "./inbox-ticket-status-badge";
import "./support-catalog";

const filters: readonly InboxTicketFilter[] = ["all", ...ticketStatuses];
const isFilter = (value: string): value is InboxTicketFilter => (filters as readonly string[]).includes(value);

/** ADM-28: everyone's tickets by status; support opens one to read the thread, answer it and move it along. */
export function TicketsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<InboxTicketFilter>("all");
  const [opened, setOpened] = useState<InboxTicket | null>(null);
  const tickets = useInboxTickets(status);
  const number = (row: InboxTicket) => format.digits(`#${row.number}`);
  const columns: DataColumn<InboxTicket>[] = [
    { key: "number", label: t("adminSupport.tickets.fields.number"), cell: number },
    { key: "title", label: t("adminSupport.tickets.fields.title"), text: true, cell: (row) => <bdi>{row.title}</bdi> },
    {
      key: "user",
      label: t("adminSupport.tickets.fields.user"),
      cell: (row) => <PersonLabel name={row.user.full_name} email={row.user.email} />,
    },
    {
      key: "status",
      label: t("adminSupport.tickets.fields.status"),
      cell: (row) => <InboxTicketStatusBadge status={row.status} />,
    },
    {
      key: "priority",
      label: t("adminSupport.tickets.fields.priority"),
      cell: (row) => t(`adminSupport.tickets.priorities.${row.priority}`),
    },
    { key: "created", label: t("adminSupport.tickets.fields.created"), cell: (row) => format.dateTime(row.created_at) },
    {
      key: "lastReply",
      label: t("adminSupport.tickets.fields.lastReply"),
      cell: (row) => (row.last_reply_at ? format.dateTime(row.last_reply_at) : t("adminSupport.tickets.noReply")),
    },
    {
      key: "actions",
      label: t("adminSupport.tickets.fields.actions"),
      cell: (row) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t("adminSupport.tickets.openLabel", { number: number(row) })}
          onClick={() => setOpened(row)}
        >
          <MessagesSquare aria-hidden="true" />
          {t("adminSupport.tickets.open")}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="inbox-tickets-title" className="flex flex-col gap-4 pt-4">
      <div className="flex flex-col gap-1.5">
        <h3 id="inbox-tickets-title" className="font-bold text-base">
          {t("adminSupport.tickets.title")}
        </h3>
        <CardDescription>
          {t("adminSupport.tickets.description", { limit: format.number(adminListLength) })}
        </CardDescription>
      </div>
      <FormField id="inbox-tickets-status" label={t("adminSupport.tickets.filter")} className="sm:max-w-56">
        {(control) => (
          <NativeSelect
            {...control}
            value={status}
            onChange={(event) => {
              if (isFilter(event.target.value)) setStatus(event.target.value);
            }}
          >
            {filters.map((value) => (
              <option key={value} value={value}>
                {value === "all" ? t("adminSupport.tickets.all") : t(`adminSupport.tickets.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <ListView
        query={tickets}
        loading={t("adminSupport.tickets.loading")}
        failed={t("adminSupport.tickets.failed")}
        empty={{
          text: status === "all" ? t("adminSupport.tickets.empty") : t("adminSupport.tickets.emptyFiltered"),
          when: (items) => items.length === 0,
        }}
      >
        {(items) => (
          <div aria-busy={tickets.isFetching}>
            <DataTable
              caption={t("adminSupport.tickets.listLabel")}
              columns={columns}
              rows={items}
              rowKey={(row) => row.id}
              minWidth="min-w-[64rem]"
            />
          </div>
        )}
      </ListView>
      {opened && (
        <InboxTicketDialog
          key={opened.id}
          ticketId={opened.id}
          owner={opened.user.full_name.trim() || opened.user.email}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
