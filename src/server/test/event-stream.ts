import type { App } from "../app";
import { asUser } from "./make-user";

export interface StreamEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

/**
 * An open `GET /api/events` as a page holds it: events are read as they arrive, `next` waits for the
 * next one of a name, `ended` resolves when the server closes the stream.
 */
export async function openEventStream(app: App, cookie: string, headers: Record<string, string> = {}) {
  const response = await app.request("/api/events", asUser(cookie, { headers }));
  // Cancelling the body is what the node adapter does when the browser goes away: the server sees an abort.
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  const received: StreamEvent[] = [];
  let wake = () => {};
  let done = false;
  const ended = (async () => {
    if (!reader) return;
    let buffer = "";
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let boundary = buffer.indexOf("\n\n");
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event = parseBlock(block);
          if (event) received.push(event);
          boundary = buffer.indexOf("\n\n");
        }
        wake();
      }
    } finally {
      done = true;
      wake();
    }
  })();

  async function next(name: string, timeoutMs = 5000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = received.findIndex((event) => event.event === name);
      if (index >= 0) return received.splice(index, 1)[0] as StreamEvent;
      if (done) throw new Error(`the stream ended before a ${name} event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${name} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    response,
    next,
    /** What arrived and was not taken by `next`. */
    received,
    ended,
    async close() {
      await reader?.cancel();
      await ended;
    },
  };
}

function parseBlock(block: string): StreamEvent | undefined {
  const lines = block.split("\n").filter((line) => !line.startsWith(":"));
  const field = (name: string) =>
    lines
      .filter((line) => line.startsWith(`${name}:`))
      .map((line) => line.slice(name.length + 1).trimStart())
      .join("\n");
  const data = field("data");
  if (!data) return undefined;
  return {
    event: field("event") || "message",
    id: field("id") || undefined,
    data: JSON.parse(data) as Record<string, unknown>,
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
