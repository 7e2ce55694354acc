import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type ModelMessage, streamText } from "ai";
import { type AiEngine, type AiProfile, AiUnavailableError, type ChatRequest } from "./engine";
import { systemPrompt } from "./system-prompt";

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** Whole-reply limit; a stalled upstream becomes AiUnavailableError instead of a hung request. */
  timeoutMs: number;
}

/** Any OpenAI-compatible chat-completions endpoint, streamed through the AI SDK. */
export function createOpenAiCompatibleEngine(options: OpenAiCompatibleOptions): AiEngine {
  const provider = createOpenAICompatible({ name: "upstream", baseURL: options.baseUrl, apiKey: options.apiKey });
  return {
    kind: "openai-compatible",
    async *streamChat(request: ChatRequest) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      const messages: ModelMessage[] = request.messages.map((turn) => ({ role: turn.role, content: turn.content }));
      const result = streamText({
        model: provider(options.model),
        system: systemPrompt(request.profile as AiProfile, request.now),
        messages,
        abortSignal: signal,
        maxRetries: 0,
        // Failures surface as error parts below and are logged once by the caller.
        onError: () => {},
      });
      try {
        for await (const part of result.fullStream) {
          if (part.type === "text-delta") yield part.text;
          else if (part.type === "error") throw new AiUnavailableError("The model failed.", { cause: part.error });
          else if (part.type === "abort") throw new AiUnavailableError("The model call was stopped.");
        }
      } catch (error) {
        if (error instanceof AiUnavailableError) throw error;
        throw new AiUnavailableError("The model could not be reached.", { cause: error });
      }
    },
  };
}
