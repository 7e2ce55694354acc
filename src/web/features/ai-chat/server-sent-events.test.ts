import { describe, expect, it } from "vitest";
import { createEventStreamParser } from "./server-sent-events";

function parseAll(chunks: string[]) {
  const parser = createEventStreamParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe("reading server-sent events (the chat reply stream)", () => {
  it("CHAT-19: reads named events with their data", () => {
    expect(parseAll(['event: start\ndata: {"a":1}\n\nevent: delta\ndata: {"text":"سلام"}\n\n'])).toEqual([
      { event: "start", data: '{"a":1}' },
      { event: "delta", data: '{"text":"سلام"}' },
    ]);
  });

  it("CHAT-19: an event split across pieces is read once it is complete", () => {
    expect(parseAll(["event: del", 'ta\ndata: {"te', 'xt":"x"}\n', "\n"])).toEqual([
      { event: "delta", data: '{"text":"x"}' },
    ]);
  });

  it("accepts CRLF and CR line endings, even a CRLF split between pieces", () => {
    expect(parseAll(["event: a\r\ndata: 1\r", "\n\r", "\nevent: b\rdata: 2\r\r", ": next"])).toEqual([
      { event: "a", data: "1" },
      { event: "b", data: "2" },
    ]);
  });

  it("joins several data lines with a line feed and keeps spaces after the first", () => {
    expect(parseAll(["data: first\ndata:  second\ndata\n\n"])).toEqual([
      { event: "message", data: "first\n second\n" },
    ]);
  });

  it("ignores comments, ids, retries and events without data", () => {
    expect(parseAll([": keep-alive\nid: 7\nretry: 100\n\nevent: empty\n\nevent: x\ndata: y\n\n"])).toEqual([
      { event: "x", data: "y" },
    ]);
  });

  it("drops an event the stream cut off before its blank line", () => {
    expect(parseAll(["event: done\ndata: {}\n"])).toEqual([]);
  });
});
