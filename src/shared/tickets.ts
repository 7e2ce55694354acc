import { z } from "zod";
import { latinDigits } from "./digits";
import { nameText, typedText } from "./text";

/** 001 §3 ticket statuses and priorities; a new ticket is open, and medium unless chosen (001 §5). */
export const ticketStatuses = ["open", "in_progress", "closed"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketPriorities = ["low", "medium", "high"] as const;

// Each message is a key of the tickets catalogue (`tickets.validation.*`).
const bodyText = (max: number) => typedText().trim().min(1, "required").max(max, "tooLong");

export const newTicketSchema = z.object({
  title: nameText().trim().min(1, "required").max(200, "tooLong"),
  description: bodyText(5000),
  priority: z.enum(ticketPriorities).default("medium"),
});
export type NewTicketInput = z.input<typeof newTicketSchema>;

export const ticketReplySchema = z.object({ body: bodyText(5000) });
export const ticketStatusChangeSchema = z.object({ status: z.enum(ticketStatuses) });

/** 001 §2, §5: search by title (or the ticket's number), case-insensitive; "all" filters nothing. */
export const ticketListQuerySchema = z.object({
  q: typedText().trim().max(100).overwrite(latinDigits).default(""),
  status: z.enum(["all", ...ticketStatuses]).default("all"),
});

export const ticketSchema = z.object({
  id: z.string(),
  /** The ticket's number, as "ticket created successfully" names it. */
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  created_at: z.string(),
  /** 001 §3 lastReply: when either side last wrote; null until then. */
  last_reply_at: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketReplyItemSchema = z.object({
  id: z.string(),
  from_support: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export const ticketThreadSchema = z.object({ ticket: ticketSchema, replies: z.array(ticketReplyItemSchema) });

/** 001 §2: the four counters; the average is of the time to support's first reply, from real replies. */
export const ticketCountersSchema = z.object({
  open: z.number().int(),
  in_progress: z.number().int(),
  closed: z.number().int(),
  /** Minutes; null while no ticket has had an answer. */
  average_first_response_minutes: z.number().nullable(),
});
export const ticketListSchema = z.object({ items: z.array(ticketSchema), counters: ticketCountersSchema });

/** A ticket in the admin's inbox: whose it is, beside the ticket itself. */
export const inboxTicketSchema = ticketSchema.extend({
  user: z.object({ id: z.string(), email: z.string(), full_name: z.string() }),
});
export const inboxTicketListSchema = z.object({ items: z.array(inboxTicketSchema) });
export const inboxTicketListQuerySchema = z.object({ status: z.enum(["all", ...ticketStatuses]).default("all") });
