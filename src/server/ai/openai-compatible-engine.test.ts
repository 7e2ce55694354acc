import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiUnavailableError, type ChatRequest } from "./engine";
import { createOpenAiCompatibleEngine } from "./openai-compatible-engine";
import { startOpenAiStandIn } from "./test/openai-stand-in";

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(() => standIn.close());

const request: ChatRequest = {
  userId: "user-1",
  profile: {
    fullName: "Sara",
    industry: "food",
    businessType: "small-business",
    goals: null,
    interests: [],
    preferredLanguage: "fa",
  },
  messages: [{ role: "user", content: "یک کپشن برای کافه من" }],
  now: new Date("2026-11-22T10:00:00Z"),
};

async function collect(model: string, timeoutMs = 2000) {
  const engine = createOpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, model, apiKey: "test-key", timeoutMs });
  const pieces: string[] = [];
  for await (const piece of engine.streamChat(request)) pieces.push(piece);
  return pieces;
}

describe("the OpenAI-compatible engine against a local stand-in", () => {
  it("streams the model's reply piece by piece, sending the conversation and a personal system prompt", async () => {
    const pieces = await collect("ok");
    expect(pieces.join("")).toBe("Hello from the model");
    expect(pieces.length).toBeGreaterThan(1);
    const sent = standIn.requests.at(-1);
    expect(sent?.messages.at(-1)).toEqual({ role: "user", content: "یک کپشن برای کافه من" });
    expect(sent?.messages[0]?.role).toBe("system");
    expect(sent?.messages[0]?.content).toMatch(/industry: food/);
  });

  it("turns an upstream error into AiUnavailableError", async () => {
    await expect(collect("upstream-error")).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("turns a stalled upstream into AiUnavailableError when the time limit passes", async () => {
    await expect(collect("stall", 300)).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("turns a malformed stream into AiUnavailableError", async () => {
    await expect(collect("malformed")).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("turns a connection cut mid-reply into AiUnavailableError", async () => {
    await expect(collect("cut")).rejects.toBeInstanceOf(AiUnavailableError);
  });
});
