import { z } from "zod";
import { openStreetMapLink, type WhatsappMessageDetails, whatsappOrderItemSchema } from "../../shared/whatsapp";

/** A customer's message as Meta's webhook gives it (its "Webhooks reference: messages"). */
export const incomingSchema = z.looseObject({
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
  image: z.object({ caption: z.string().optional() }).optional(),
  video: z.object({ caption: z.string().optional() }).optional(),
  document: z.object({ caption: z.string().optional(), filename: z.string().optional() }).optional(),
  // Read apart (below), so one odd field costs only that message's layout, never the message.
  location: z.unknown().optional(),
  contacts: z.unknown().optional(),
  order: z.unknown().optional(),
  system: z.unknown().optional(),
  reaction: z.unknown().optional(),
});
export type IncomingMessage = z.infer<typeof incomingSchema>;

/** A reaction names the message it reacts to; without an emoji (or with an empty one) it is taken back. */
export const reactionSchema = z.object({
  message_id: z.string().min(1).max(200),
  emoji: z.string().max(64).optional(),
});

const shortText = (max: number) => z.string().transform((text) => text.trim().slice(0, max));
const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  name: shortText(500).optional(),
  address: shortText(1000).optional(),
});
const contactCardSchema = z.object({
  name: z
    .object({
      formatted_name: shortText(200).optional(),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
    })
    .optional(),
  phones: z
    .array(
      z.object({ phone: shortText(50).optional(), wa_id: shortText(20).optional(), type: shortText(20).optional() }),
    )
    .max(20)
    .optional(),
});
const orderSchema = z.object({
  catalog_id: shortText(100),
  text: shortText(4096).optional(),
  product_items: z.array(z.unknown()).max(100),
});
const orderItemSchema = whatsappOrderItemSchema.extend({
  product_retailer_id: shortText(200).pipe(z.string().min(1)),
  quantity: z.number().int().min(1).max(1_000_000),
  item_price: z.number().min(0).max(1e15),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase()),
});
const systemSchema = z.object({
  body: shortText(1000).optional(),
  type: shortText(60).optional(),
  new_wa_id: shortText(20).optional(),
  wa_id: shortText(20).optional(),
});

/** WhatsApp's time of a message (a retried delivery comes late), never later than now. */
export const whatsappTime = (timestamp: string, now: Date) =>
  new Date(Math.min(Number(timestamp) * 1000, now.getTime()));

type Content = { text: string; details: WhatsappMessageDetails | null };

/**
 * What a customer's message says, as text (for the conversation list, the admin panel and the sales
 * assistant) and, for a location, contact card, order or system message, laid out (`details`). Media is
 * named, its caption kept; anything unread is its type in brackets.
 */
export function contentOf(message: IncomingMessage): Content {
  const words =
    message.text?.body ??
    message.button?.text ??
    message.interactive?.button_reply?.title ??
    message.interactive?.list_reply?.title;
  if (words !== undefined) return { text: words, details: null };
  const laidOut = detailsOf(message);
  if (laidOut) return { text: textOf(laidOut) || `[${message.type}]`, details: laidOut };
  const caption = message.image?.caption ?? message.video?.caption ?? message.document?.caption;
  return { text: caption ? `[${message.type}] ${caption}` : `[${message.type}]`, details: null };
}

function detailsOf(message: IncomingMessage): WhatsappMessageDetails | null {
  if (message.type === "location") {
    const place = locationSchema.safeParse(message.location);
    if (!place.success) return null;
    const { latitude, longitude, name, address } = place.data;
    return { kind: "location", latitude, longitude, name: name || null, address: address || null };
  }
  if (message.type === "contacts") {
    const cards = z.array(z.unknown()).max(20).safeParse(message.contacts);
    const contacts = (cards.success ? cards.data : []).flatMap((card) => contactOf(card) ?? []);
    return contacts.length > 0 ? { kind: "contacts", contacts } : null;
  }
  if (message.type === "order") {
    const order = orderSchema.safeParse(message.order);
    if (!order.success) return null;
    const items = order.data.product_items.flatMap((item) => {
      const parsed = orderItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return { kind: "order", catalog_id: order.data.catalog_id, text: order.data.text || null, items };
  }
  if (message.type === "system") {
    const note = systemSchema.safeParse(message.system);
    if (!note.success || !note.data.body) return null;
    const { body, type, new_wa_id, wa_id } = note.data;
    return { kind: "system", type: type || "unknown", body, new_wa_id: new_wa_id || wa_id || null };
  }
  return null;
}

function contactOf(card: unknown) {
  const parsed = contactCardSchema.safeParse(card);
  if (!parsed.success) return null;
  const phones = (parsed.data.phones ?? []).flatMap(({ phone, wa_id, type }) =>
    phone || wa_id ? [{ phone: phone || `+${wa_id}`, type: type || null, wa_id: wa_id || null }] : [],
  );
  const { formatted_name, first_name, last_name } = parsed.data.name ?? {};
  const name = formatted_name || [first_name, last_name].filter(Boolean).join(" ").trim().slice(0, 200);
  if (!name && phones.length === 0) return null;
  return { name: name || (phones[0]?.phone ?? ""), phones };
}

/** The details as plain lines, readable where they are not laid out. */
function textOf(details: WhatsappMessageDetails): string {
  switch (details.kind) {
    case "location":
      return [details.name, details.address, openStreetMapLink(details.latitude, details.longitude)]
        .filter(Boolean)
        .join("\n");
    case "contacts":
      return details.contacts
        .map((card) => [card.name, ...card.phones.map((phone) => phone.phone)].join(" · "))
        .join("\n");
    case "order":
      return [
        ...details.items.map(
          (item) => `${item.product_retailer_id} × ${item.quantity} — ${item.item_price} ${item.currency}`,
        ),
        details.text,
      ]
        .filter(Boolean)
        .join("\n");
    case "system":
      return details.body;
  }
}
