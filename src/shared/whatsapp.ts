import { z } from "zod";
import { latinDigits } from "./digits";
import { buyerPhoneSchema } from "./orders";
import { nameText, typedText } from "./text";

/** INTEGRATIONS: WhatsApp refuses a text longer than this. */
export const whatsappTextLimit = 4096;
/** INTEGRATIONS: free-form text is allowed this long after the customer's last message. */
export const whatsappWindowMs = 24 * 60 * 60 * 1000;
/** A conversation shows this many of its latest messages. */
export const whatsappThreadLength = 200;
/** The conversations of a number shown at once, most recent first. */
export const whatsappConversationListLength = 100;

// Each message is a key of the WhatsApp catalogue (`whatsapp.validation.*`).
export const whatsappConnectSchema = z.object({
  /** The number's id in Meta's dashboard (WhatsApp → API setup), digits only. */
  phone_number_id: z
    .string()
    .overwrite((id) => latinDigits(id).trim())
    .min(1, "phoneNumberIdRequired")
    .regex(/^\d{6,20}$/, "phoneNumberIdFormat"),
  access_token: z
    .string()
    .trim()
    .min(1, "accessTokenRequired")
    .max(1024, "accessTokenFormat")
    .regex(/^[A-Za-z0-9_.|-]{20,}$/, "accessTokenFormat"),
  /** The Meta app's secret (App settings → Basic): 32 hexadecimal characters. */
  app_secret: z
    .string()
    .trim()
    .min(1, "appSecretRequired")
    .regex(/^[A-Fa-f0-9]{32}$/, "appSecretFormat"),
  /** Any word the seller picks for Meta's webhook form; left empty, the server picks one. */
  verify_token: z
    .string()
    .trim()
    .max(100, "verifyTokenFormat")
    .regex(/^[A-Za-z0-9_.~-]*$/, "verifyTokenFormat")
    .refine((token) => token === "" || token.length >= 8, "verifyTokenFormat")
    .default(""),
});
export type WhatsappConnectInput = z.input<typeof whatsappConnectSchema>;

export const whatsappConnectionSchema = z.object({
  id: z.string(),
  phone_number_id: z.string(),
  /** What Meta says the number is, e.g. "+98 912 345 6789". */
  display_phone_number: z.string(),
  /** The business name WhatsApp shows customers. */
  verified_name: z.string(),
  /** Never the token or the secret themselves (DESIGN 19): their last characters only. */
  masked_access_token: z.string(),
  masked_app_secret: z.string(),
  /** Shown in full: the seller pastes it into Meta's webhook form, and it opens nothing by itself. */
  verify_token: z.string(),
  /** Where Meta posts this number's messages: the seller pastes it into Meta's webhook form. */
  webhook_url: z.string(),
  /** When Meta last checked the webhook with the verify token (or first posted to it); null until then. */
  webhook_verified_at: z.string().nullable(),
  auto_reply: z.boolean(),
  connected_at: z.string(),
  last_message_at: z.string().nullable(),
});
export type WhatsappConnection = z.infer<typeof whatsappConnectionSchema>;

export const whatsappConnectionListSchema = z.object({
  items: z.array(whatsappConnectionSchema),
  /** How many numbers the seller's plan allows; null for unlimited. */
  limit: z.number().int().nullable(),
});

export const whatsappConnectionUpdateSchema = z.object({ auto_reply: z.boolean() });

/** Who wrote a message: the customer, the seller by hand, the sales assistant, or a test message. */
export const whatsappMessageSources = ["customer", "seller", "auto-reply", "test"] as const;
/** Received (incoming), then for outgoing: sent (accepted by WhatsApp), delivered, read, or failed. */
export const whatsappMessageStatuses = ["received", "sent", "delivered", "read", "failed"] as const;
/** Why WhatsApp did not take an outgoing message, as the page explains it (`whatsapp.sendErrors.*`). */
export const whatsappSendErrors = [
  "token_invalid",
  "outside_window",
  "recipient_not_allowed",
  "rate_limited",
  "undeliverable",
  "unavailable",
  "refused",
] as const;
export type WhatsappSendError = (typeof whatsappSendErrors)[number];

/** A place the customer shared; the page links it on OpenStreetMap, which Iranian users can reach. */
const whatsappLocationSchema = z.object({
  kind: z.literal("location"),
  latitude: z.number(),
  longitude: z.number(),
  name: z.string().nullable(),
  address: z.string().nullable(),
});
const whatsappContactCardSchema = z.object({
  name: z.string(),
  phones: z.array(z.object({ phone: z.string(), type: z.string().nullable(), wa_id: z.string().nullable() })),
});
/** A cart from the seller's WhatsApp catalogue: each item by the catalogue's id (`product_retailer_id`). */
export const whatsappOrderItemSchema = z.object({
  product_retailer_id: z.string(),
  quantity: z.number().int(),
  /** The catalogue's price of one, in `currency` (ISO 4217, e.g. "IRR", "USD"); it may have decimals. */
  item_price: z.number(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type WhatsappOrderItem = z.infer<typeof whatsappOrderItemSchema>;

/** What a message other than text carries, as the page shows it; null for text and media. */
export const whatsappMessageDetailsSchema = z.discriminatedUnion("kind", [
  whatsappLocationSchema,
  z.object({ kind: z.literal("contacts"), contacts: z.array(whatsappContactCardSchema) }),
  z.object({
    kind: z.literal("order"),
    catalog_id: z.string(),
    text: z.string().nullable(),
    items: z.array(whatsappOrderItemSchema),
  }),
  /** WhatsApp's own note, e.g. `user_changed_number` with the customer's new number. */
  z.object({ kind: z.literal("system"), type: z.string(), body: z.string(), new_wa_id: z.string().nullable() }),
]);
export type WhatsappMessageDetails = z.infer<typeof whatsappMessageDetailsSchema>;

export const whatsappMessageSchema = z.object({
  id: z.string(),
  /** The customer's number in international form, digits only (WhatsApp's `wa_id`). */
  customer_number: z.string(),
  content: z.string(),
  is_incoming: z.boolean(),
  source: z.enum(whatsappMessageSources),
  status: z.enum(whatsappMessageStatuses),
  error: z.enum(whatsappSendErrors).nullable(),
  details: whatsappMessageDetailsSchema.nullable(),
  /** The customer's reaction to this message (an emoji), shown on it; null when none or taken back. */
  reaction: z.string().nullable(),
  created_at: z.string(),
});
export type WhatsappMessage = z.infer<typeof whatsappMessageSchema>;

export const whatsappConversationSchema = z.object({
  customer_number: z.string(),
  /** The name the customer's WhatsApp profile gives; null when it gave none. */
  customer_name: z.string().nullable(),
  last_message: whatsappMessageSchema,
  message_count: z.number().int(),
  /** Until when free-form replies are allowed (24 hours after the customer's last message); null if never. */
  window_open_until: z.string().nullable(),
});
export type WhatsappConversation = z.infer<typeof whatsappConversationSchema>;
export const whatsappConversationListSchema = z.object({ items: z.array(whatsappConversationSchema) });

/**
 * Issue 37: who answers the customer now. A person who took the conversation over keeps the number's auto-reply
 * quiet for them until released, or 24 hours after their last reply; a customer who asked for a person waits.
 */
export const whatsappTakeoverSchema = z.object({
  wants_person: z.boolean(),
  taken_over: z.boolean(),
  /** Who took it over, and until when the auto-reply stays quiet without a reply. */
  taken_over_by: z.string().nullable(),
  taken_over_until: z.string().nullable(),
});
export type WhatsappTakeover = z.infer<typeof whatsappTakeoverSchema>;

export const whatsappThreadSchema = z.object({
  customer_number: z.string(),
  customer_name: z.string().nullable(),
  /** Oldest first, the latest `whatsappThreadLength`. */
  items: z.array(whatsappMessageSchema),
  window_open_until: z.string().nullable(),
  takeover: whatsappTakeoverSchema,
});
export type WhatsappThread = z.infer<typeof whatsappThreadSchema>;

/** A customer's number in a path: WhatsApp's `wa_id`, digits only. */
export const customerNumberSchema = z.string().regex(/^\d{6,20}$/);

export const whatsappReplySchema = z.object({
  text: typedText().trim().min(1, "replyRequired").max(whatsappTextLimit, "replyTooLong"),
});

/** 000 §7 send-whatsapp-test: user_name, user_phone (09… or +989…, either digit system). */
export const whatsappTestSchema = z.object({
  user_name: nameText().trim().min(1, "nameRequired").max(100, "tooLong"),
  user_phone: buyerPhoneSchema,
});
export type WhatsappTestInput = z.input<typeof whatsappTestSchema>;

/** 09… or +989… as WhatsApp wants it: the international form, digits only ("989…"). */
export function internationalNumber(iranianMobile: string): string {
  const digits = latinDigits(iranianMobile).replace(/\D/g, "");
  return digits.startsWith("0") ? `98${digits.slice(1)}` : digits;
}

/** A shared place on OpenStreetMap: many Iranian users cannot reach Google Maps. */
export function openStreetMapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** `989121234567` → `+98 912 123 4567`: how a customer's number is shown. */
export function displayNumber(digits: string): string {
  const iranian = /^98(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return iranian ? `+98 ${iranian[1]} ${iranian[2]} ${iranian[3]}` : `+${digits}`;
}
