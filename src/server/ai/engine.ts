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

/** One interface, two providers (DESIGN "offline AI engine"); the rest of the app never knows which. */
export interface AiEngine {
  kind: AiEngineKind;
  /** The reply, piece by piece. Throws AiUnavailableError when the provider fails before or during it. */
  streamChat(request: ChatRequest): AsyncIterable<string>;
}

export class AiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AiUnavailableError";
  }
}
