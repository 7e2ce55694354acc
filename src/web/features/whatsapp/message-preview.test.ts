import type { WhatsappMessage } from "@shared/whatsapp";
import { describe, expect, it } from "vitest";
import { messagePreview } from "./message-preview";

const message = (details: WhatsappMessage["details"]): WhatsappMessage => ({
  id: "m1",
  customer_number: "989121234567",
  content: "as text",
  is_incoming: true,
  source: "customer",
  status: "received",
  error: null,
  details,
  reaction: null,
  created_at: "2025-03-21T12:00:00Z",
});

describe("a conversation's last message in the list", () => {
  it("a shared place reads by its name, or its address when it has none", () => {
    const place = { kind: "location", latitude: 35.7, longitude: 51.4, name: "Shal", address: "Valiasr 12" } as const;
    expect(messagePreview(message(place))).toEqual({ key: "location", values: { place: "Shal" } });
    expect(messagePreview(message({ ...place, name: null }))).toEqual({
      key: "location",
      values: { place: "Valiasr 12" },
    });
    expect(messagePreview(message({ ...place, name: null, address: null }))?.key).toBe("locationUnnamed");
  });

  it("a contact card reads by its person, a cart by how many things it holds", () => {
    expect(messagePreview(message({ kind: "contacts", contacts: [{ name: "Sara", phones: [] }] }))).toEqual({
      key: "contacts",
      values: { name: "Sara" },
    });
    const items = [
      { product_retailer_id: "a", quantity: 2, item_price: 7.99, currency: "USD" },
      { product_retailer_id: "b", quantity: 1, item_price: 12.5, currency: "USD" },
    ];
    expect(messagePreview(message({ kind: "order", catalog_id: "1", text: null, items }))).toEqual({
      key: "order",
      values: { count: 3 },
    });
  });

  it("text and WhatsApp's own notes read as their text", () => {
    expect(messagePreview(message(null))).toBeNull();
    const note = { kind: "system", type: "user_changed_number", body: "User changed", new_wa_id: null } as const;
    expect(messagePreview(message(note))).toBeNull();
  });
});
