import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import type { InboxTicket } from "../api/inbox-tickets";
import { PersonLabel } from "../person-label";
import { InboxTicketStatusBadge } from "./inbox-ticket-status-badge";
import { rowClickOf, rowClickOpens } from "./ticket-row-click";
import "./support-catalog";

type TicketsProps = { tickets: readonly InboxTicket[]; onOpen: (ticket: InboxTicket) => void };
type TicketProps = { ticket: InboxTicket; onOpen: (ticket: InboxTicket) => void };

const head = "px-3 py-2 text-start font-medium";
const cell = "px-3 py-2";
// The action keeps to the row's end while a narrow screen scrolls the table (issue 35).
const stickyEnd = "sticky end-0 w-48 border-s";

/**
 * ADM-28: everyone's tickets. Five fixed columns and the action fit the inbox's width at 1280 px in both
 * directions; the title and the user are cut to their column. A click on a row, or Enter on its title, opens it.
 */
export function InboxTicketsTable({ tickets, onOpen }: TicketsProps) {
  const { t } = useTranslation();
  const caption = t("adminSupport.tickets.listLabel");
  return (
    <>
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring max-sm:hidden"
      >
        <table className="w-full min-w-[60rem] table-fixed text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className={head}>
                {t("adminSupport.tickets.fields.ticket")}
              </th>
              <th scope="col" className={cn(head, "w-56")}>
                {t("adminSupport.tickets.fields.user")}
              </th>
              <th scope="col" className={cn(head, "w-32")}>
                {t("adminSupport.tickets.fields.status")}
              </th>
              <th scope="col" className={cn(head, "w-24")}>
                {t("adminSupport.tickets.fields.priority")}
              </th>
              <th scope="col" className={cn(head, "w-52")}>
                {t("adminSupport.tickets.fields.created")}
              </th>
              <th scope="col" className={cn(head, stickyEnd, "bg-muted")}>
                {t("adminSupport.tickets.fields.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} onOpen={onOpen} />
            ))}
          </tbody>
        </table>
      </section>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} onOpen={onOpen} />
        ))}
      </ul>
    </>
  );
}

function TicketRow({ ticket, onOpen }: TicketProps) {
  const { t } = useTranslation();
  const person = [ticket.user.full_name.trim(), ticket.user.email].filter(Boolean).join(" · ");
  // The keyboard's way in is the first cell's button; the row's click is a larger target for the mouse.
  return (
    <tr
      className="group cursor-pointer border-t align-top hover:bg-muted"
      onClick={(event) => {
        if (rowClickOpens(rowClickOf(event, window.getSelection()))) onOpen(ticket);
      }}
    >
      <td className={cell}>
        <TicketTitleButton ticket={ticket} onOpen={onOpen} />
      </td>
      <td className={cell}>
        <span className="block truncate" title={person}>
          <PersonLabel name={ticket.user.full_name} email={ticket.user.email} />
        </span>
      </td>
      <td className={cell}>
        <InboxTicketStatusBadge status={ticket.status} />
      </td>
      <td className={cell}>{t(`adminSupport.tickets.priorities.${ticket.priority}`)}</td>
      <td className={cell}>
        <TicketDates ticket={ticket} />
      </td>
      <td className={cn(cell, stickyEnd, "bg-background group-hover:bg-muted")}>
        <OpenTicketButton ticket={ticket} onOpen={onOpen} />
      </td>
    </tr>
  );
}

/** A phone has no room for columns: one card per ticket. */
function TicketCard({ ticket, onOpen }: TicketProps) {
  const { t } = useTranslation();
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 text-sm">
      <TicketTitleButton ticket={ticket} onOpen={onOpen} />
      <span className="wrap-anywhere">
        <PersonLabel name={ticket.user.full_name} email={ticket.user.email} />
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <InboxTicketStatusBadge status={ticket.status} />
        <span className="text-muted-foreground">
          {t("adminSupport.tickets.fields.priority")}: {t(`adminSupport.tickets.priorities.${ticket.priority}`)}
        </span>
      </span>
      <TicketDates ticket={ticket} />
      <OpenTicketButton ticket={ticket} onOpen={onOpen} className="self-start" />
    </li>
  );
}

/** The ticket's number and title, cut to one line (the whole title on hover); Enter opens it. */
function TicketTitleButton({ ticket, onOpen }: TicketProps) {
  const format = useFormat();
  return (
    <button
      type="button"
      title={ticket.title}
      onClick={() => onOpen(ticket)}
      className="flex w-full min-w-0 items-baseline gap-2 rounded-sm text-start font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="shrink-0 text-muted-foreground">{format.digits(`#${ticket.number}`)}</span>
      <bdi className="min-w-0 truncate">{ticket.title}</bdi>
    </button>
  );
}

function TicketDates({ ticket }: { ticket: InboxTicket }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span className="flex flex-col gap-0.5">
      <span>{format.dateTime(ticket.created_at)}</span>
      <span className="text-muted-foreground text-xs">
        {ticket.last_reply_at
          ? t("adminSupport.tickets.lastReplyAt", { date: format.dateTime(ticket.last_reply_at) })
          : t("adminSupport.tickets.noReply")}
      </span>
    </span>
  );
}

function OpenTicketButton({ ticket, onOpen, className }: TicketProps & { className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-label={t("adminSupport.tickets.openLabel", { number: format.digits(`#${ticket.number}`) })}
      onClick={() => onOpen(ticket)}
    >
      <MessagesSquare aria-hidden="true" />
      {t("adminSupport.tickets.open")}
    </Button>
  );
}
