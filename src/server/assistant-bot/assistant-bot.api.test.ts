import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { telegramLogs } from "../db/schema";
import { startBotApiStandIn } from "../integrations/telegram/test/bot-api-stand-in";
import { createLogger } from "../logger";
import { openApiOperations } from "../test/openapi-operations";
import { createScriptedEngine } from "../test/scripted-engine";
import { createTestServer, type TestServer } from "../test/test-server";
import { assistantTexts } from "./assistant-texts";
import { startAssistantBot } from "./start-assistant-bot";
import { assistantWebhookSecret } from "./webhook-secret";

const appUrl = "https://assistant.example";
const webhookUrl = `${appUrl}/api/telegram/webhook`;
const modelReply = ["Post short videos", " three times a week."];

let standIn: Awaited<ReturnType<typeof startBotApiStandIn>>;
let bot: ReturnType<typeof standIn.addBot>;
let server: TestServer;
let scripted: ReturnType<typeof createScriptedEngine>;
let secret: string;

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  bot = standIn.addBot({ username: "mohtavayar_assistant_bot" });
  scripted = createScriptedEngine({ reply: modelReply });
  server = await createTestServer(
    {
      APP_URL: appUrl,
      TELEGRAM_API_ROOT: standIn.baseUrl,
      TELEGRAM_BOT_TOKEN: bot.token,
      AI_RATE_LIMIT_PER_MINUTE: "3",
    },
    scripted.engine,
  );
  secret = assistantWebhookSecret(server.config.appSecret ?? "");
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

/** A log that the test reads: one parsed JSON line per entry. */
function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

let lastUpdate = 9_000;
// Private chat ids past 2^31, as Telegram's are today: the log's bigint columns must keep them whole.
let lastChat = 6_000_000_000;
const nextChat = () => ++lastChat;

function textUpdate(chatId: number, text: string, options: { chatType?: string; language?: string } = {}) {
  lastUpdate += 1;
  return {
    update_id: lastUpdate,
    message: {
      message_id: lastUpdate,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: options.chatType ?? "private", first_name: "Sara" },
      from: { id: chatId, is_bot: false, first_name: "Sara", language_code: options.language ?? "fa" },
      text,
    },
  };
}

/** Posts as Telegram would (with the webhook's secret unless told otherwise) and waits for the answer. */
async function deliver(
  update: unknown,
  headers: Record<string, string> = { "x-telegram-bot-api-secret-token": secret },
) {
  const response = await server.app.request("/api/telegram/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(update),
  });
  await settled();
  return response;
}

/** The answers run after Telegram's 200 and are tracked until they end. */
const settled = () => expect.poll(() => server.openStreams.size).toBe(0);

const sentTo = (chatId: number) =>
  standIn.messages.filter((message) => message.token === bot.token && message.chatId === String(chatId));
const logOf = (chatId: number) =>
  server.database.db.select().from(telegramLogs).where(eq(telegramLogs.chatId, chatId)).orderBy(telegramLogs.id);

describe("the platform's assistant bot (DESIGN 17)", () => {
  it("at start it sets its webhook to APP_URL/api/telegram/webhook, with a secret derived from APP_SECRET, for messages only", async () => {
    const { logger, lines } = capturedLogger();
    await startAssistantBot({ config: server.config, logger });
    await startAssistantBot({ config: server.config, logger });
    const calls = standIn.webhookCalls.filter((call) => call.token === bot.token);
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call).toMatchObject({ method: "setWebhook", url: webhookUrl, secretToken: secret });
    }
    expect(standIn.webhookOf(bot.token)).toEqual({ url: webhookUrl, secretToken: secret, allowedUpdates: ["message"] });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    expect(secret).not.toContain(server.config.appSecret);
    expect(assistantWebhookSecret("another-app-secret-of-at-least-32-characters")).not.toBe(secret);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("with an APP_URL that is not https it warns that Telegram cannot reach it and sets no webhook", async () => {
    const { logger, lines } = capturedLogger();
    const before = standIn.webhookCalls.length;
    const config = loadConfig({ ...configEnvironment(), APP_URL: "http://localhost:3000" });
    await startAssistantBot({ config, logger });
    expect(standIn.webhookCalls).toHaveLength(before);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/APP_URL is not https/) })]);
  });

  it("a setWebhook that fails is logged, and the start goes on", async () => {
    const { logger, lines } = capturedLogger();
    standIn.failNext("http-502");
    await expect(startAssistantBot({ config: server.config, logger })).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: expect.stringMatching(/webhook could not be set/) }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(bot.token);
  });

  it("BOT-02 a missing or wrong secret token is refused with 401, and nothing is stored or sent", async () => {
    const chatId = nextChat();
    const wrongHeaders: Record<string, string>[] = [
      {},
      { "x-telegram-bot-api-secret-token": "" },
      { "x-telegram-bot-api-secret-token": `${secret}x` },
      { "x-telegram-bot-api-secret-token": secret.slice(0, -1) },
      { "x-telegram-bot-api-secret-token": "x".repeat(300) },
    ];
    for (const headers of wrongHeaders) {
      const response = await deliver(textUpdate(chatId, "hello"), headers);
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe("unauthenticated");
    }
    // Refused before the body is read: not even a malformed one gets further.
    const malformed = await server.app.request("/api/telegram/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(401);
    expect(await logOf(chatId)).toEqual([]);
    expect(sentTo(chatId)).toEqual([]);
  });

  it("BOT-15 a private text message gets one answer from the AI engine in that chat, and the exchange is logged", async () => {
    const chatId = nextChat();
    const update = textUpdate(chatId, "How often should I post on Instagram?", { language: "en" });
    const response = await deliver(update);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const answer = modelReply.join("");
    expect(sentTo(chatId)).toEqual([expect.objectContaining({ text: answer, parseMode: undefined })]);
    expect(scripted.requests.at(-1)?.messages).toEqual([
      { role: "user", content: "How often should I post on Instagram?" },
    ]);
    expect(scripted.requests.at(-1)?.profile).toMatchObject({ fullName: "Sara", preferredLanguage: "en" });
    expect(await logOf(chatId)).toEqual([
      expect.objectContaining({
        updateId: update.update_id,
        chatId,
        message: "How often should I post on Instagram?",
        reply: answer,
        createdAt: expect.any(Date),
      }),
    ]);
  });

  it("the same update delivered twice, one after the other or at once, is answered once", async () => {
    const chatId = nextChat();
    const update = textUpdate(chatId, "ایده برای پست امروز؟");
    expect((await deliver(update)).status).toBe(200);
    expect((await deliver(update)).status).toBe(200);
    const twin = textUpdate(chatId, "و برای فردا؟");
    const responses = await Promise.all([deliver(twin), deliver(twin)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    await settled();
    expect(sentTo(chatId)).toHaveLength(2);
    expect((await logOf(chatId)).map((row) => [row.updateId, row.message])).toEqual([
      [update.update_id, "ایده برای پست امروز؟"],
      [twin.update_id, "و برای فردا؟"],
    ]);
  });

  it("a group message, a photo, an edit or a button press is acknowledged and left alone", async () => {
    const chatId = nextChat();
    const asked = scripted.requests.length;
    const photo = textUpdate(chatId, "");
    const edited = textUpdate(chatId, "edited");
    const updates = [
      textUpdate(-1_001_234_567_890, "hello bot", { chatType: "supergroup" }),
      textUpdate(-4_000_000_001, "hello bot", { chatType: "group" }),
      { update_id: photo.update_id, message: { ...photo.message, text: undefined, photo: [{ file_id: "f" }] } },
      { update_id: edited.update_id, edited_message: edited.message },
      { update_id: ++lastUpdate, callback_query: { id: "cq", from: { id: chatId }, data: "x" } },
    ];
    for (const update of updates) {
      expect((await deliver(update)).status).toBe(200);
    }
    expect(standIn.messages.filter((message) => message.token === bot.token && message.chatId.startsWith("-"))).toEqual(
      [],
    );
    expect(sentTo(chatId)).toEqual([]);
    expect(await server.database.db.select().from(telegramLogs).where(eq(telegramLogs.chatId, -4_000_000_001))).toEqual(
      [],
    );
    expect(await logOf(chatId)).toEqual([]);
    expect(scripted.requests).toHaveLength(asked);
  });

  it("a body that is not an update, with the right secret, is 400 and changes nothing", async () => {
    for (const body of ["{not json", "[]", JSON.stringify({ message: {} }), JSON.stringify({ update_id: "1" })]) {
      const response = await server.app.request("/api/telegram/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": secret },
        body,
      });
      expect(response.status, body).toBe(400);
    }
  });

  it("/start gets a short welcome in Persian, or in English when the person's Telegram speaks English, without the model", async () => {
    const asked = scripted.requests.length;
    const persian = nextChat();
    const english = nextChat();
    await deliver(textUpdate(persian, "/start"));
    await deliver(textUpdate(english, "/start", { language: "en-US" }));
    expect(sentTo(persian).map((message) => message.text)).toEqual([assistantTexts.fa.welcome]);
    expect(sentTo(english).map((message) => message.text)).toEqual([assistantTexts.en.welcome]);
    expect(assistantTexts.fa.welcome).toContain("محتوایار");
    expect((await logOf(english))[0]).toMatchObject({ message: "/start", reply: assistantTexts.en.welcome });
    expect(scripted.requests).toHaveLength(asked);
  });

  it("past its limit a chat is told once, politely, to wait, and the model is not asked; other chats are still answered", async () => {
    const flooding = nextChat();
    const asked = scripted.requests.length;
    for (const text of ["one", "two", "three", "four", "five"]) await deliver(textUpdate(flooding, text));
    expect(scripted.requests).toHaveLength(asked + 3);
    expect(sentTo(flooding).map((message) => message.text)).toEqual([
      ...Array(3).fill(modelReply.join("")),
      assistantTexts.fa.tooManyMessages,
    ]);
    expect((await logOf(flooding)).map((row) => row.reply)).toEqual([
      ...Array(3).fill(modelReply.join("")),
      assistantTexts.fa.tooManyMessages,
      null,
    ]);
    const other = nextChat();
    await deliver(textUpdate(other, "hello"));
    expect(sentTo(other).map((message) => message.text)).toEqual([modelReply.join("")]);
  });

  it("when the model fails, the offline engine answers instead of half an answer", async () => {
    const chatId = nextChat();
    scripted.next({ failAfter: ["Half an"] });
    await deliver(textUpdate(chatId, "یک کپشن برای کافه‌ام بنویس"));
    const [sent] = sentTo(chatId);
    expect(sent?.text.trim()).not.toBe("");
    expect(sent?.text).not.toContain("Half an");
    expect((await logOf(chatId))[0]?.reply).toBe(sent?.text);
  });

  it("an answer longer than Telegram allows is cut to 4,096 characters", async () => {
    const chatId = nextChat();
    // 4,096 would fall between the two halves of an emoji: the cut keeps whole characters only.
    scripted.next({ reply: ["a".repeat(3001), "😀".repeat(1000)] });
    await deliver(textUpdate(chatId, "write a lot"));
    const [sent] = sentTo(chatId);
    expect(sent?.text.length).toBe(4095);
    expect(sent?.text.endsWith("😀")).toBe(true);
  });

  it("its webhook is in the OpenAPI document", async () => {
    const operations = await openApiOperations(server.app);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain("POST /telegram/webhook");
  });
});

/** The test server's environment, for a config of another shape. */
function configEnvironment(): Record<string, string> {
  return {
    APP_SECRET: server.config.appSecret ?? "",
    TELEGRAM_API_ROOT: standIn.baseUrl,
    TELEGRAM_BOT_TOKEN: bot.token,
  };
}

describe("without TELEGRAM_BOT_TOKEN", () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await createTestServer({ APP_URL: appUrl, TELEGRAM_API_ROOT: standIn.baseUrl });
  });
  afterAll(() => plain.close());

  it("the webhook answers 404 to Telegram's secret, and 401 to a stranger as when the bot is on, and start sets nothing", async () => {
    const post = (headers: Record<string, string>) =>
      plain.app.request("/api/telegram/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(textUpdate(nextChat(), "hello")),
      });
    const ownSecret = assistantWebhookSecret(plain.config.appSecret ?? "");
    const withSecret = await post({ "x-telegram-bot-api-secret-token": ownSecret });
    expect(withSecret.status).toBe(404);
    expect((await withSecret.json()).code).toBe("not_found");
    expect((await post({})).status).toBe(401);
    const before = standIn.webhookCalls.length;
    await plain.startAssistantBot();
    expect(standIn.webhookCalls).toHaveLength(before);
    expect(await plain.database.db.select().from(telegramLogs)).toEqual([]);
  });
});
