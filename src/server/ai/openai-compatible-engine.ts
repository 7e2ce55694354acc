import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type ModelMessage, streamText } from "ai";
import { z } from "zod";
import { dailyContentBodySchema } from "../../shared/daily-content";
import type { Locale } from "../../shared/locales";
import type { ProductCaption } from "../../shared/publishing";
import { type AiEngine, AiUnavailableError, type ChatRequest, type ImprovedContent } from "../integrations/ai/engine";
import { productCaptionPrompt } from "./caption-prompt";
import { detectLocale } from "./offline/normalize-text";
import { fitProductCaption } from "./product-caption-fit";
import { salesPrompt } from "./sales-prompt";
import { improveContentPrompt, systemPrompt } from "./system-prompt";

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** Whole-reply limit; a stalled upstream becomes AiUnavailableError instead of a hung request. */
  timeoutMs: number;
}

const improvedContentSchema = z.object({ reply: z.string().min(1), content: dailyContentBodySchema });

/** The JSON object in a model's answer, with or without a Markdown fence around it. */
export function parseImprovedContent(answer: string): ImprovedContent {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  try {
    return improvedContentSchema.parse(JSON.parse(answer.slice(start, end + 1)));
  } catch (error) {
    throw new AiUnavailableError("The model's improved content was not usable.", { cause: error });
  }
}

const productCaptionAnswerSchema = z.object({ caption: z.string(), hashtags: z.array(z.string()).default([]) });

/**
 * The model's caption for a product post, as JSON with or without a fence, fitted to a photo's caption. An
 * answer that is no such JSON, whose caption is empty, or that is written in the other language is unusable.
 */
export function parseProductCaption(answer: string, locale: Locale): ProductCaption {
  let parsed: z.infer<typeof productCaptionAnswerSchema>;
  try {
    parsed = productCaptionAnswerSchema.parse(
      JSON.parse(answer.slice(answer.indexOf("{"), answer.lastIndexOf("}") + 1)),
    );
  } catch (error) {
    throw new AiUnavailableError("The model's caption was not usable.", { cause: error });
  }
  const fitted = fitProductCaption(parsed);
  if (fitted.caption === "") throw new AiUnavailableError("The model's caption was empty.");
  if (detectLocale(fitted.caption, locale) !== locale) {
    throw new AiUnavailableError("The model's caption was not in the language asked for.");
  }
  return fitted;
}

/** Any OpenAI-compatible chat-completions endpoint, streamed through the AI SDK. */
export function createOpenAiCompatibleEngine(options: OpenAiCompatibleOptions): AiEngine {
  // includeUsage asks for the stream's last chunk to carry the tokens (stream_options.include_usage).
  const provider = createOpenAICompatible({
    name: "upstream",
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    includeUsage: true,
  });

  async function* streamModel(
    system: string,
    messages: ModelMessage[],
    request: Pick<ChatRequest, "signal" | "onUsage">,
  ) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const result = streamText({
      model: provider(options.model),
      system,
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
        else if (part.type === "finish" && part.totalUsage.totalTokens !== undefined) {
          request.onUsage?.(part.totalUsage.totalTokens);
        }
      }
    } catch (error) {
      if (error instanceof AiUnavailableError) throw error;
      throw new AiUnavailableError("The model could not be reached.", { cause: error });
    }
  }

  async function wholeAnswer(
    system: string,
    userText: string,
    request: Pick<ChatRequest, "signal" | "onUsage">,
  ): Promise<string> {
    let answer = "";
    for await (const piece of streamModel(system, [{ role: "user", content: userText }], request)) answer += piece;
    return answer;
  }

  return {
    kind: "openai-compatible",
    streamChat(request) {
      const messages: ModelMessage[] = request.messages.map((turn) => ({ role: turn.role, content: turn.content }));
      return streamModel(systemPrompt(request.profile, request.now), messages, request);
    },
    async improveContent(request) {
      const prompt = `Content:\n${JSON.stringify(request.content)}\n\nRequest: ${request.request}`;
      return parseImprovedContent(
        await wholeAnswer(improveContentPrompt(request.profile, request.now), prompt, request),
      );
    },
    async answerBuyer(request) {
      const answer = (await wholeAnswer(salesPrompt(request), request.question, request)).trim();
      if (answer === "") throw new AiUnavailableError("The model's answer to the buyer was empty.");
      return answer;
    },
    async writeProductCaption(request) {
      const { system, user } = productCaptionPrompt(request);
      return parseProductCaption(await wholeAnswer(system, user, request), request.locale);
    },
  };
}
