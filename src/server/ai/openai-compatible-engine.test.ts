import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DailyContentBody, emptyCaptions } from "../../shared/daily-content";
import { channelLimits, postText, productCaptionMaxLength } from "../../shared/publishing";
import {
  AiUnavailableError,
  type ChatRequest,
  type OnUsage,
  type ProductCaptionRequest,
  type SalesRequest,
} from "../integrations/ai/engine";
import { createOpenAiCompatibleEngine, parseImprovedContent, parseProductCaption } from "./openai-compatible-engine";
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

async function collect(model: string, { timeoutMs = 2000, onUsage }: { timeoutMs?: number; onUsage?: OnUsage } = {}) {
  const engine = createOpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, model, apiKey: "test-key", timeoutMs });
  const pieces: string[] = [];
  for await (const piece of engine.streamChat({ ...request, onUsage })) pieces.push(piece);
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

  it("asks for the model's usage and passes on its tokens once, when the reply is done", async () => {
    const tokens: number[] = [];
    expect((await collect("ok", { onUsage: (reported) => tokens.push(reported) })).join("")).toBe(
      "Hello from the model",
    );
    expect(standIn.requests.at(-1)?.stream_options).toEqual({ include_usage: true });
    // The stand-in counts 20 prompt tokens and one per piece.
    expect(tokens).toEqual([24]);
  });

  it("a reply cut off before the model reports its usage passes on no tokens", async () => {
    const tokens: number[] = [];
    await expect(collect("cut", { onUsage: (reported) => tokens.push(reported) })).rejects.toBeInstanceOf(
      AiUnavailableError,
    );
    expect(tokens).toEqual([]);
  });

  it("turns an upstream error into AiUnavailableError", async () => {
    await expect(collect("upstream-error")).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("turns a stalled upstream into AiUnavailableError when the time limit passes", async () => {
    await expect(collect("stall", { timeoutMs: 300 })).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("turns a malformed stream into AiUnavailableError", async () => {
    await expect(collect("malformed")).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("turns a connection cut mid-reply into AiUnavailableError", async () => {
    await expect(collect("cut")).rejects.toBeInstanceOf(AiUnavailableError);
  });
});

const content: DailyContentBody = {
  content_ideas: ["پشت صحنه"],
  captions: { ...emptyCaptions(), fun: ["قهوه داغ ☕"] },
  trending_hashtags: ["#کافه"],
  viral_music: [],
  optimal_timing: "",
};

function improve(model: string, onUsage?: OnUsage) {
  const engine = createOpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, model, apiKey: "test-key", timeoutMs: 2000 });
  return engine.improveContent({ ...request, content, request: "more formal", onUsage });
}

describe("the improve assistant through the OpenAI-compatible engine", () => {
  it("sends the content and the request and reads the model's fenced JSON answer streamed in pieces", async () => {
    const improved = await improve("improve");
    expect(improved.reply).toBe("I polished the captions.");
    expect(improved.content.captions.fun).toEqual(["Improved: قهوه داغ ☕"]);
    expect(improved.content.trending_hashtags).toEqual(["#کافه"]);
    const sent = standIn.requests.at(-1);
    expect(sent?.messages.at(-1)?.content).toContain("Request: more formal");
    expect(sent?.messages[0]?.content).toMatch(/Keep empty lists and empty texts empty/);
  });

  it("passes on the tokens the model reported for the improvement", async () => {
    const tokens: number[] = [];
    await improve("improve", (reported) => tokens.push(reported));
    // 20 prompt tokens and the answer's three pieces.
    expect(tokens).toEqual([23]);
  });

  it("an answer that is not the content's JSON is AiUnavailableError", async () => {
    await expect(improve("ok")).rejects.toBeInstanceOf(AiUnavailableError);
    expect(() => parseImprovedContent('{"reply": "x", "content": {"content_ideas": 3}}')).toThrow(AiUnavailableError);
  });

  it("an upstream error while improving is AiUnavailableError", async () => {
    await expect(improve("upstream-error")).rejects.toBeInstanceOf(AiUnavailableError);
  });
});

describe("the sales assistant through the OpenAI-compatible engine (BOT-13)", () => {
  const sales: SalesRequest = {
    shopName: "Sara's shop",
    locale: "fa",
    question: "قیمت شال پشمی چنده؟",
    products: [
      {
        name: "شال پشمی",
        code: "SH-1",
        price: 1_850_000,
        stock: null,
        category: "clothing",
        description: "Hand-woven",
      },
    ],
    orders: [
      {
        number: 4,
        items: "شال پشمی",
        amount: 1_850_000,
        orderStatus: "shipped",
        paymentStatus: "paid",
        createdAt: new Date("2026-11-20T10:00:00Z"),
      },
    ],
    supportText: "Delivery in 3 days. @sara_support",
    now: new Date("2026-11-22T10:00:00Z"),
  };
  const answer = (model: string) =>
    createOpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, model, apiKey: "test-key", timeoutMs: 2000 }).answerBuyer(
      sales,
    );

  it("sends the question, with the shop's products, the buyer's orders and the support text as data", async () => {
    expect(await answer("ok")).toBe("Hello from the model");
    const sent = standIn.requests.at(-1);
    expect(sent?.messages.at(-1)).toEqual({ role: "user", content: "قیمت شال پشمی چنده؟" });
    const system = sent?.messages[0]?.content ?? "";
    expect(system).toContain('"name":"شال پشمی","code":"SH-1","price_toman":1850000,"stock":"available"');
    expect(system).toContain('"number":4,"items":"شال پشمی"');
    expect(system).toContain('"order_status":"shipped","payment_status":"paid","ordered_on":"2026-11-20"');
    expect(system).toContain("Support text: Delivery in 3 days. @sara_support");
    expect(system).toMatch(/never speak of other shops/);
  });

  it("an upstream error or an empty answer is AiUnavailableError", async () => {
    await expect(answer("upstream-error")).rejects.toBeInstanceOf(AiUnavailableError);
    await expect(answer("empty")).rejects.toBeInstanceOf(AiUnavailableError);
  });
});

describe("the OpenAI-compatible engine writes a product post's caption (issue 19)", () => {
  const captionRequest: ProductCaptionRequest = {
    userId: "user-1",
    profile: request.profile,
    product: { name: "Wool scarf", code: "SC-1", price: 1_250_000, category: "clothing", description: "Merino" },
    style: "luxury",
    locale: "en",
    now: new Date("2026-11-22T10:00:00Z"),
  };
  const write = (model: string, overrides: Partial<ProductCaptionRequest> = {}) =>
    createOpenAiCompatibleEngine({
      baseUrl: standIn.baseUrl,
      model,
      apiKey: "test-key",
      timeoutMs: 2000,
    }).writeProductCaption({ ...captionRequest, ...overrides });

  it("asks for the style, the language and the price, with the product as data, and keeps only usable hashtags", async () => {
    expect(await write("caption")).toEqual({
      caption: "Meet our Wool scarf, made for cold mornings. Tap the button below to order it in our bot.",
      hashtags: ["#handmade", "#wool_scarf"],
    });
    const sent = standIn.requests.at(-1);
    const system = sent?.messages[0]?.content ?? "";
    expect(system).toContain("Write in English, in this caption style: luxury:");
    expect(system).toContain('give its price exactly as "1,250,000 toman"');
    expect(system).toContain("button under the post, which opens the shop's bot");
    expect(sent?.messages.at(-1)?.content).toBe(
      'Product (JSON): {"name":"Wool scarf","code":"SC-1","price_toman":1250000,"category":"clothing","description":"Merino"}',
    );
    // The stand-in answers in English, which a Persian caption refuses (the next test); the prompt is what counts here.
    await write("caption", { locale: "fa", style: "question" }).catch(() => undefined);
    const persian = standIn.requests.at(-1)?.messages[0]?.content ?? "";
    expect(persian).toContain("Write in Persian (Farsi), with Persian digits, in this caption style: question:");
    expect(persian).toContain('"۱٬۲۵۰٬۰۰۰ تومان"');
  });

  it("an answer in the other language, an answer that is no caption, an empty one or an upstream error is AiUnavailableError", async () => {
    await expect(write("caption", { locale: "fa" })).rejects.toBeInstanceOf(AiUnavailableError);
    await expect(write("ok")).rejects.toBeInstanceOf(AiUnavailableError);
    await expect(write("empty")).rejects.toBeInstanceOf(AiUnavailableError);
    await expect(write("upstream-error")).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it("a caption longer than a photo leaves room for is cut at a word, and hashtags stop where the photo's caption ends", () => {
    const long = JSON.stringify({
      caption: "word ".repeat(300),
      hashtags: Array.from({ length: 30 }, (_, index) => `#tag_${index}_${"x".repeat(40)}`),
    });
    const parsed = parseProductCaption(long, "en");
    expect(parsed.caption.length).toBeLessThanOrEqual(productCaptionMaxLength);
    expect(parsed.caption.endsWith("word…")).toBe(true);
    expect(parsed.hashtags.length).toBeGreaterThan(0);
    expect(postText(parsed.caption, parsed.hashtags).length).toBeLessThanOrEqual(channelLimits.photoCaption);
  });
});
