import type { DailyContentBody } from "../../shared/daily-content";
import type { Locale } from "../../shared/locales";

export type AiEngineKind = "offline" | "openai-compatible";

/** What the engines know about the person they answer (000 §3 profiles), to make answers personal. */
export interface AiProfile {
  fullName: string;
  industry: string | null;
  businessType: string | null;
  goals: string | null;
  interests: string[];
  preferredLanguage: Locale;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  userId: string;
  profile: AiProfile;
  /** The conversation so far, oldest first, ending with the user's new message. */
  messages: ChatTurn[];
  now: Date;
  signal?: AbortSignal;
}

/** 000 §7 ai-content-generator, action improve_content: a day's content and what the user wants changed. */
export interface ImproveContentRequest {
  userId: string;
  profile: AiProfile;
  content: DailyContentBody;
  /** "make the captions shorter", "more formal", … in Persian or English. */
  request: string;
  now: Date;
  signal?: AbortSignal;
}

export interface ImprovedContent {
  content: DailyContentBody;
  /** What changed, in the request's language: the assistant's chat reply. */
  reply: string;
}

/** One interface, two providers (DESIGN "offline AI engine"); the rest of the app never knows which. */
export interface AiEngine {
  kind: AiEngineKind;
  /** The reply, piece by piece. Throws AiUnavailableError when the provider fails before or during it. */
  streamChat(request: ChatRequest): AsyncIterable<string>;
  /** The whole improved content. Throws AiUnavailableError when the provider fails or answers unusably. */
  improveContent(request: ImproveContentRequest): Promise<ImprovedContent>;
}

export class AiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AiUnavailableError";
  }
}
