import type { Config } from "../config";
import type { AiEngine } from "../integrations/ai/engine";
import { createOfflineEngine } from "./offline/offline-engine";
import { createOpenAiCompatibleEngine } from "./openai-compatible-engine";

/** A configured OpenAI-compatible model, or the built-in offline engine (DESIGN: AI row). */
export function createAiEngine(config: Config): AiEngine {
  if (!config.ai) return createOfflineEngine();
  return createOpenAiCompatibleEngine({
    baseUrl: config.ai.baseUrl,
    model: config.ai.model,
    apiKey: config.ai.apiKey,
    timeoutMs: config.ai.timeoutSeconds * 1000,
  });
}
