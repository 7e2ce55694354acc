import { type AiYourResponse, aiYourResponseSchema } from "@shared/chat";
import { apiSend } from "@/lib/api";

/** POST /api/ai-your (000 §7): one message in, the whole reply out; nothing is saved, only counted. */
export function askAiYour(message: string): Promise<AiYourResponse> {
  return apiSend("POST", "/api/ai-your", { message }, aiYourResponseSchema);
}
