import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { readChatStream } from "./send-chat-message";

const conversation = {
  id: "c1",
  title: "سلام",
  created_at: "2025-01-01T00:00:00Z",
  updated_at: "2025-01-01T00:00:00Z",
};
const userMessage = {
  id: "m1",
  conversation_id: "c1",
  role: "user",
  content: "سلام",
  created_at: "2025-01-01T00:00:00Z",
};

/** A response body that arrives in the given byte pieces. */
function streamOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readChatStream(body)) events.push(event);
  return events;
}

describe("reading the chat reply stream", () => {
  it("CHAT-19: yields start, each delta and done, even when a Persian letter is split between pieces", async () => {
    const text = [
      `event: start\ndata: ${JSON.stringify({ conversation, user_message: userMessage })}\n\n`,
      `event: delta\ndata: ${JSON.stringify({ text: "درود" })}\n\n`,
      `event: done\ndata: ${JSON.stringify({ message: { ...userMessage, id: "m2", role: "assistant", content: "درود" }, conversation })}\n\n`,
    ].join("");
    const bytes = new TextEncoder().encode(text);
    // One byte into the two-byte "د" of the delta.
    const middleOfDelta = new TextEncoder().encode(text.slice(0, text.indexOf("درود"))).length + 1;
    const events = await collect(streamOf([bytes.slice(0, middleOfDelta), bytes.slice(middleOfDelta)]));
    expect(events.map((event) => event.event)).toEqual(["start", "delta", "done"]);
    expect(events[1]).toEqual({ event: "delta", data: { text: "درود" } });
  });

  it("CHAT-33: passes the server's error event on", async () => {
    const body = 'event: error\ndata: {"code":"ai_unavailable","message":"x"}\n\n';
    expect(await collect(streamOf([new TextEncoder().encode(body)]))).toEqual([
      { event: "error", data: { code: "ai_unavailable", message: "x" } },
    ]);
  });

  it("skips events it does not know and refuses malformed data", async () => {
    const unknown = "event: ping\ndata: {}\n\n";
    expect(await collect(streamOf([new TextEncoder().encode(unknown)]))).toEqual([]);
    const malformed = 'event: delta\ndata: {"txt":1}\n\n';
    await expect(collect(streamOf([new TextEncoder().encode(malformed)]))).rejects.toBeInstanceOf(ApiError);
  });
});
