import type { WhatsappMessage } from "@shared/whatsapp";

/** A key of `whatsapp.conversations.preview`, with its values. */
export type MessagePreview =
  | { key: "location"; values: { place: string } }
  | { key: "locationUnnamed"; values: Record<string, never> }
  | { key: "contacts"; values: { name: string } }
  | { key: "order"; values: { count: number } };

/**
 * How a conversation's last message reads in the list when it is not text: a place by its name, a contact
 * card by its person, a cart by how many things it holds. Null: its text says it (a system note's too).
 */
export function messagePreview(message: WhatsappMessage): MessagePreview | null {
  const details = message.details;
  if (details?.kind === "location") {
    const place = details.name ?? details.address;
    return place ? { key: "location", values: { place } } : { key: "locationUnnamed", values: {} };
  }
  if (details?.kind === "contacts") return { key: "contacts", values: { name: details.contacts[0]?.name ?? "" } };
  if (details?.kind === "order") {
    return { key: "order", values: { count: details.items.reduce((sum, item) => sum + item.quantity, 0) } };
  }
  return null;
}
