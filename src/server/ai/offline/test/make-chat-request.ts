import type { AiEngine, AiProfile, ChatRequest } from "../../../integrations/ai/engine";

export function makeProfile(overrides: Partial<AiProfile> = {}): AiProfile {
  return {
    fullName: "سارا احمدی",
    industry: "food",
    businessType: "small-business",
    goals: null,
    interests: [],
    preferredLanguage: "fa",
    ...overrides,
  };
}

/** 2026-03-04 is a Wednesday; 12:00 UTC is 15:30 in Tehran. */
export const wednesdayNoon = new Date("2026-03-04T12:00:00Z");

export function makeChatRequest(
  text: string,
  overrides: Partial<Omit<ChatRequest, "profile">> & { profile?: Partial<AiProfile> } = {},
): ChatRequest {
  const { profile, ...rest } = overrides;
  return {
    userId: "user-1",
    messages: [{ role: "user", content: text }],
    now: wednesdayNoon,
    ...rest,
    profile: makeProfile(profile),
  };
}

export async function collectPieces(engine: AiEngine, request: ChatRequest): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of engine.streamChat(request)) pieces.push(piece);
  return pieces;
}

export async function replyTo(engine: AiEngine, request: ChatRequest): Promise<string> {
  return (await collectPieces(engine, request)).join("");
}
