import { type Ticket, ticketStatuses } from "@shared/tickets";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormField } from "@/components/form-field";
import { SearchField } from "@/components/search-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { type TicketFilter, useTickets } from "./api/tickets";
import { NewTicketDialog } from "./new-ticket-dialog";
import { TicketCounters } from "./ticket-counters";
import { TicketList } from "./ticket-list";
import { TicketThreadDialog } from "./ticket-thread-dialog";

const filters: readonly TicketFilter[] = ["all", ...ticketStatuses];
const isFilter = (value: string): value is TicketFilter => (filters as readonly string[]).includes(value);
const searchDelayMs = 300;

/** /tickets for a signed-in user (001 §2, STAT-14..21): counters, search, status filter, list, new ticket, thread. */
export function TicketsWorkspace() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<TicketFilter>("all");
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const tickets = useTickets({ q, status });
  const openTicketId = searchParams.get("ticket");

  function showTicket(id: string | null) {
    setSearchParams(
      (params) => {
        if (id) params.set("ticket", id);
        else params.delete("ticket");
        return params;
      },
      // Closing replaces the entry, so Back leaves the page instead of opening the thread again.
      { replace: id === null, preventScrollReset: true },
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-extrabold text-3xl">{t("tickets.title")}</h1>
          <p className="text-muted-foreground leading-relaxed">{t("tickets.subtitle")}</p>
        </div>
        <NewTicketDialog />
      </header>
      {tickets.data && <TicketCounters counters={tickets.data.counters} />}
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <SearchField
          id="tickets-search"
          label={t("tickets.filters.search")}
          placeholder={t("tickets.filters.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
        <FormField id="tickets-status" label={t("tickets.filters.status")}>
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
                  {value === "all" ? t("tickets.filters.all") : t(`tickets.statuses.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <TicketResults tickets={tickets} onOpen={(ticket) => showTicket(ticket.id)} />
      {openTicketId && (
        <TicketThreadDialog key={openTicketId} ticketId={openTicketId} onClose={() => showTicket(null)} />
      )}
    </div>
  );
}

/** The list in its states: loading, failed with a retry, no ticket at all, none matching (STAT-21), or shown. */
function TicketResults({
  tickets,
  onOpen,
}: {
  tickets: ReturnType<typeof useTickets>;
  onOpen: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation();
  if (tickets.data === undefined && tickets.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
        {t("tickets.list.failed")}
        <Button variant="outline" size="sm" onClick={() => void tickets.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t("tickets.list.retry")}
        </Button>
      </div>
    );
  }
  if (tickets.data === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {t("tickets.list.loading")}
      </p>
    );
  }
  const { items, counters } = tickets.data;
  if (counters.open + counters.in_progress + counters.closed === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        {t("tickets.list.noTickets")}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        {t("tickets.list.noMatch")}
      </p>
    );
  }
  return <TicketList tickets={items} busy={tickets.isFetching} onOpen={onOpen} />;
}
