import { type ApiErrorCode, apiErrorCodes, apiErrorSchema } from "@shared/api-errors";
import { type ChatStreamEvent, chatStreamEventSchemas, type SendChatMessageInput } from "@shared/chat";
import type { z } from "zod";
import { ApiError } from "@/lib/api";
import { createEventStreamParser, type ServerSentEvent } from "../server-sent-events";

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
    response = await fetch("/api/chat/messages", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream, application/json" },
      body: JSON.stringify(input),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError({ code: "network_failed", status: 0, message: String(cause) });
  }
  if (!response.ok) throw await refusalOf(response);
  if (!response.body || !response.headers.get("Content-Type")?.startsWith("text/event-stream")) {
    throw new ApiError({ code: "unexpected_response", status: response.status, message: "not an event stream" });
  }
  return readChatStream(response.body);
}

/** The chat events of a `text/event-stream` body; other event names are skipped. */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventStreamParser();
  try {
    while (true) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const event of parser.push(text)) {
        const parsed = chatEventOf(event);
        if (parsed) yield parsed;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

function chatEventOf({ event, data }: ServerSentEvent): ChatStreamEvent | null {
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

function isApiErrorCode(code: string): code is ApiErrorCode {
  return (apiErrorCodes as readonly string[]).includes(code);
}

async function refusalOf(response: Response): Promise<ApiError> {
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    return new ApiError({ code: "internal_error", status: response.status, message: `HTTP ${response.status}` });
  }
  const { code, message, requestId, issues } = parsed.data;
  const known = isApiErrorCode(code) ? code : "internal_error";
  return new ApiError({ code: known, status: response.status, message, requestId, issues });
}
