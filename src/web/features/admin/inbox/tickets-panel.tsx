import { adminListLength } from "@shared/admin";
import { ticketStatuses } from "@shared/tickets";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { CardDescription } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { useFormat } from "@/lib/format";
import { type InboxTicket, type InboxTicketFilter, useInboxTickets } from "../api/inbox-tickets";
import { ListView } from "../list-states";
import { InboxTicketDialog } from "./inbox-ticket-dialog";
import { InboxTicketsTable } from "./inbox-tickets-table";
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
            <InboxTicketsTable tickets={items} onOpen={setOpened} />
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
