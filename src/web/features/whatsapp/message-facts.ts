import type { WhatsappMessage } from "@shared/whatsapp";

/** What a bubble says beside the text: its side, who wrote an outgoing one, and how far it got. */
export type MessageFacts = {
  /** The customer's messages at the start side, the seller's (by hand, auto-reply or test) at the end. */
  side: "start" | "end";
  source: Exclude<WhatsappMessage["source"], "customer"> | null;
  status: Exclude<WhatsappMessage["status"], "received"> | null;
  error: WhatsappMessage["error"];
};

export function messageFacts(message: WhatsappMessage): MessageFacts {
  if (message.is_incoming || message.source === "customer") {
    return { side: "start", source: null, status: null, error: null };
  }
  return {
    side: "end",
    source: message.source,
    status: message.status === "received" ? null : message.status,
    error: message.status === "failed" ? message.error : null,
  };
}
