import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
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
const reply = { ...userMessage, id: "m2", role: "assistant", content: "درود" };

/** A response body that arrives in the given byte pieces. */
function streamOf(pieces: Uint8Array<ArrayBuffer>[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

async function collect(body: ReadableStream<Uint8Array<ArrayBuffer>>) {
  const events = [];
  for await (const event of readChatStream(body)) events.push(event);
  return events;
}

/** The whole text cut into pieces of `size` bytes, so events, lines and letters all break mid-way. */
function piecesOf(text: string, size: number) {
  const bytes = bytesOf(text);
  const pieces = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.slice(start, start + size));
  return pieces;
}

const wholeReply = [
  `event: start\ndata: ${JSON.stringify({ conversation, user_message: userMessage })}\n\n`,
  `event: delta\ndata: ${JSON.stringify({ text: "درود" })}\n\n`,
  `event: done\ndata: ${JSON.stringify({ message: reply, conversation })}\n\n`,
].join("");

describe("reading the chat reply stream", () => {
  it("CHAT-19: yields start, each delta and done, even when a Persian letter is split between pieces", async () => {
    // One byte into the two-byte "د" of the delta.
    const middleOfDelta = bytesOf(wholeReply.slice(0, wholeReply.indexOf("درود"))).length + 1;
    const bytes = bytesOf(wholeReply);
    const events = await collect(streamOf([bytes.slice(0, middleOfDelta), bytes.slice(middleOfDelta)]));
    expect(events.map((event) => event.event)).toEqual(["start", "delta", "done"]);
    expect(events[1]).toEqual({ event: "delta", data: { text: "درود" } });
  });

  it("CHAT-19: reads the same events however the network cuts the stream (field names, lines, events)", async () => {
    const expected = await collect(streamOf([bytesOf(wholeReply)]));
    for (const size of [1, 2, 3, 7, 13]) {
      expect(await collect(streamOf(piecesOf(wholeReply, size))), `pieces of ${size} bytes`).toEqual(expected);
    }
  });

  it("accepts CRLF line endings split between pieces and skips keep-alive comments", async () => {
    const pieces = [": keep-alive\r\n\r\nevent: del", 'ta\r\ndata: {"text":"x"}\r', "\n\r", "\n"];
    expect(await collect(streamOf(pieces.map(bytesOf)))).toEqual([{ event: "delta", data: { text: "x" } }]);
  });

  it("drops an event the stream cut off before its blank line", async () => {
    const cut = `event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: ${JSON.stringify({ message: reply, conversation })}\n`;
    expect(await collect(streamOf([bytesOf(cut)]))).toEqual([{ event: "delta", data: { text: "a" } }]);
  });

  it("CHAT-33: passes the server's error event on", async () => {
    const body = 'event: error\ndata: {"code":"ai_unavailable","message":"x"}\n\n';
    expect(await collect(streamOf([bytesOf(body)]))).toEqual([
      { event: "error", data: { code: "ai_unavailable", message: "x" } },
    ]);
  });

  it("skips events it does not know and refuses malformed data", async () => {
    const unknown = "event: ping\ndata: {}\n\n";
    expect(await collect(streamOf([bytesOf(unknown)]))).toEqual([]);
    const malformed = 'event: delta\ndata: {"txt":1}\n\n';
    await expect(collect(streamOf([bytesOf(malformed)]))).rejects.toBeInstanceOf(ApiError);
  });
});
