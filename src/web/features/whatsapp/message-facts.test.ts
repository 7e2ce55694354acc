import type { WhatsappMessage } from "@shared/whatsapp";
import { describe, expect, it } from "vitest";
import { messageFacts } from "./message-facts";

const message = (fields: Partial<WhatsappMessage>): WhatsappMessage => ({
  id: "m1",
  customer_number: "989121234567",
  content: "سلام",
  is_incoming: true,
  source: "customer",
  status: "received",
  error: null,
  details: null,
  reaction: null,
  created_at: "2025-03-21T12:00:00Z",
  ...fields,
});

describe("what a message's bubble shows", () => {
  it("WA-03: a customer's message sits at the start side with no sender label or delivery status", () => {
    expect(messageFacts(message({}))).toEqual({ side: "start", source: null, status: null, error: null });
  });

  it("WA-03: an outgoing message sits at the end side and says who sent it and how far it got", () => {
    const reply = message({ is_incoming: false, source: "seller", status: "delivered" });
    expect(messageFacts(reply)).toEqual({ side: "end", source: "seller", status: "delivered", error: null });
    expect(messageFacts({ ...reply, source: "auto-reply", status: "read" }).source).toBe("auto-reply");
    expect(messageFacts({ ...reply, source: "test", status: "sent" }).source).toBe("test");
  });

  it("a failed send carries its reason, and only a failed one does", () => {
    const failed = message({ is_incoming: false, source: "seller", status: "failed", error: "outside_window" });
    expect(messageFacts(failed)).toMatchObject({ status: "failed", error: "outside_window" });
    expect(messageFacts({ ...failed, status: "sent" }).error).toBeNull();
  });
});
