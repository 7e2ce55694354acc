import type { Ticket } from "@shared/tickets";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { TicketPriority, TicketStatusBadge } from "./ticket-badges";

interface TicketListProps {
  tickets: readonly Ticket[];
  busy: boolean;
  onOpen: (ticket: Ticket) => void;
}

/** STAT-19: number, title, status, priority, created and last reply; a table from the small breakpoint, cards on a phone. */
export function TicketList({ tickets, busy, onOpen }: TicketListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const number = (ticket: Ticket) => format.digits(`#${ticket.number}`);
  const lastReply = (ticket: Ticket) =>
    ticket.last_reply_at ? format.dateTime(ticket.last_reply_at) : t("tickets.list.noReply");
  const openButton = (ticket: Ticket) => (
    <button
      type="button"
      onClick={() => onOpen(ticket)}
      aria-label={`${ticket.title} — ${t("tickets.list.open", { number: number(ticket) })}`}
      className="wrap-anywhere text-start font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring dark:text-accent-foreground"
    >
      <bdi>{ticket.title}</bdi>
    </button>
  );
  return (
    <div aria-busy={busy}>
      <section
        aria-label={t("tickets.list.label")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring max-sm:hidden"
      >
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">{t("tickets.list.label")}</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              {(["number", "ticketTitle", "status", "priority", "created", "lastReply"] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                  {t(`tickets.list.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.id} className="border-t align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{number(ticket)}</td>
                <td className="min-w-48 max-w-xs px-3 py-2">{openButton(ticket)}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <TicketStatusBadge status={ticket.status} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  <TicketPriority priority={ticket.priority} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">{format.date(ticket.created_at)}</td>
                <td className="whitespace-nowrap px-3 py-2">{lastReply(ticket)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ul aria-label={t("tickets.list.label")} className="flex flex-col gap-3 sm:hidden">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              {openButton(ticket)}
              <TicketStatusBadge status={ticket.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
              <dt className="text-muted-foreground">{t("tickets.list.number")}:</dt>
              <dd>{number(ticket)}</dd>
              <dt className="text-muted-foreground">{t("tickets.list.priority")}:</dt>
              <dd>
                <TicketPriority priority={ticket.priority} />
              </dd>
              <dt className="text-muted-foreground">{t("tickets.list.created")}:</dt>
              <dd>{format.date(ticket.created_at)}</dd>
              <dt className="text-muted-foreground">{t("tickets.list.lastReply")}:</dt>
              <dd>{lastReply(ticket)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
