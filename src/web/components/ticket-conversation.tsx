import type { ticketThreadSchema } from "@shared/tickets";
import type { z } from "zod";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";

type TicketThread = z.infer<typeof ticketThreadSchema>;
type Side = "user" | "support";

/** The thread as it reads: the ticket's description is the user's first message, then the replies in order. */
function messagesOf({ ticket, replies }: TicketThread) {
  return [
    { id: "description", side: "user" as Side, body: ticket.description, createdAt: ticket.created_at },
    ...replies.map((reply) => ({
      id: reply.id,
      side: (reply.from_support ? "support" : "user") as Side,
      body: reply.body,
      createdAt: reply.created_at,
    })),
  ];
}

interface TicketConversationProps {
  thread: TicketThread;
  label: string;
  /** Whose messages are "mine" on this screen: the user's on /tickets, support's in the admin's inbox. */
  ownSide: Side;
  authorOf: (side: Side) => string;
}

/** A ticket's messages from both sides, each named and timed (Jalali in Persian); one's own at the end side. */
export function TicketConversation({ thread, label, ownSide, authorOf }: TicketConversationProps) {
  const format = useFormat();
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {messagesOf(thread).map((message) => {
        const own = message.side === ownSide;
        return (
          <li
            key={message.id}
            className={cn(
              "flex max-w-[85%] flex-col gap-1 rounded-xl border px-3 py-2",
              own ? "ms-auto bg-primary/10" : "me-auto bg-muted",
            )}
          >
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
              <span className="font-bold">{authorOf(message.side)}</span>
              <time dateTime={message.createdAt} className="text-muted-foreground">
                {format.dateTime(message.createdAt)}
              </time>
            </p>
            {/* Each message in its own direction: an English line in Persian text keeps its punctuation at its end. */}
            <p dir="auto" className="wrap-anywhere whitespace-pre-wrap text-sm leading-relaxed">
              {message.body}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
