import { type ChatStreamEvent, chatStreamEventSchemas, type SendChatMessageInput } from "@shared/chat";
import { type EventSourceMessage, EventSourceParserStream } from "eventsource-parser/stream";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { ApiError, errorFromBody } from "@/lib/api-error";

/**
 * POST /api/chat/messages. A refusal (validation, quota, rate limit…) throws an ApiError before any event;
 * otherwise the reply's events are yielded as they arrive. Aborting `signal` stops the reply.
 */
export async function sendChatMessage(
  input: SendChatMessageInput,
  signal: AbortSignal,
): Promise<AsyncGenerator<ChatStreamEvent>> {
  let response: Response;
  try {
    response = await api.chat.messages.$post(
      { json: input },
      { headers: { Accept: "text/event-stream, application/json" }, init: { signal } },
    );
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError({ code: "network_failed", status: 0, message: String(cause) });
  }
  if (!response.ok) throw await errorFromBody(response.status, await response.json().catch(() => undefined));
  if (!response.body || !response.headers.get("Content-Type")?.startsWith("text/event-stream")) {
    throw new ApiError({ code: "unexpected_response", status: response.status, message: "not an event stream" });
  }
  return readChatStream(response.body);
}

/** The chat events of a `text/event-stream` body; other event names are skipped. */
export async function* readChatStream(body: ReadableStream<Uint8Array<ArrayBuffer>>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) return;
      const event = chatEventOf(value);
      if (event) yield event;
    }
  } finally {
    // A reader that stops early (the user left) lets go of the body too; a body that failed is already
    // reported by the read that threw, so its cancel's rejection says nothing new.
    await reader.cancel().catch(() => undefined);
  }
}

// The stream's data is JSON inside text, which the typed client cannot see: each event is parsed here.
function chatEventOf({ event, data }: EventSourceMessage): ChatStreamEvent | null {
  switch (event) {
    case "start":
      return { event, data: parseEventData(chatStreamEventSchemas.start, event, data) };
    case "delta":
      return { event, data: parseEventData(chatStreamEventSchemas.delta, event, data) };
    case "done":
      return { event, data: parseEventData(chatStreamEventSchemas.done, event, data) };
    case "error":
      return { event, data: parseEventData(chatStreamEventSchemas.error, event, data) };
    default:
      return null;
  }
}

function parseEventData<T>(schema: z.ZodType<T>, event: string, data: string): T {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ApiError({ code: "unexpected_response", status: 200, message: `unreadable ${event} event` });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError({ code: "unexpected_response", status: 200, message: parsed.error.message });
  return parsed.data;
}
