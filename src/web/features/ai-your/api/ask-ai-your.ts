import type { AiYourResponse } from "@shared/chat";
import { api, dataOf } from "@/lib/api-client";

/** POST /api/ai-your (000 §7): one message in, the whole reply out; nothing is saved, only counted. */
export function askAiYour(message: string): Promise<AiYourResponse> {
  return dataOf(api["ai-your"].$post({ json: { message } }));
}
