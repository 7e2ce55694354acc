import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import type { AiEngine } from "../src/server/ai/engine";
import { createOfflineEngine } from "../src/server/ai/offline/offline-engine";
import { createOpenAiCompatibleEngine } from "../src/server/ai/openai-compatible-engine";
import { startOpenAiStandIn } from "../src/server/ai/test/openai-stand-in";
import { subscribers } from "../src/server/db/schema";
import { makeUser } from "../src/server/test/make-user";
import { createTestServer } from "../src/server/test/test-server";

const profile = {
  fullName: "Bench",
  industry: "fashion",
  businessType: "small-business",
  goals: "more sales",
  interests: [],
  preferredLanguage: "fa" as const,
};
const requests = [
  "یک کپشن برای فروش لباس زمستانی بنویس",
  "برای پیج من هشتگ پیشنهاد بده",
  "بهترین ساعت انتشار پست چیه؟",
  "write a bio for my shop",
  "مشتری پرسیده قیمت چنده، چی جواب بدم؟",
];

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`;
}

async function offlineTimeToFirstToken() {
  const engine = createOfflineEngine();
  const samples: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    const iterator = engine
      .streamChat({
        userId: `user-${i % 50}`,
        profile,
        messages: [{ role: "user", content: requests[i % requests.length] ?? "" }],
        now: new Date(Date.UTC(2026, 10, 1 + (i % 28))),
      })
      [Symbol.asyncIterator]();
    await iterator.next();
    samples.push(performance.now() - started);
    await iterator.return?.();
  }
  return summary(samples);
}

/** Time from sending to the first reply piece, straight at the stand-in vs through the app's chat stream. */
async function addedLatency(delayMs: number) {
  const standIn = await startOpenAiStandIn();
  const model = `delay-${delayMs}`;
  const engine = createOpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, model, apiKey: "k", timeoutMs: 10_000 });
  // Marks when the app calls the engine and when the first piece leaves it, to split the added time.
  const marks = { called: 0, firstPiece: 0 };
  const timedEngine: AiEngine = {
    kind: engine.kind,
    async *streamChat(request) {
      marks.called = performance.now();
      let first = true;
      for await (const piece of engine.streamChat(request)) {
        if (first) marks.firstPiece = performance.now();
        first = false;
        yield piece;
      }
    },
  };
  const server = await createTestServer({ AI_RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "silent" }, timedEngine);
  const listener = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => listener.once("listening", resolve));
  const address = listener.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const user = await makeUser(server.app);
  await server.database.db
    .update(subscribers)
    .set({ subscribed: true, subscriptionTier: "premium", subscriptionEnd: null })
    .where(eq(subscribers.userId, user.id));

  const direct: number[] = [];
  const viaApp: number[] = [];
  const beforeEngine: number[] = [];
  const afterEngine: number[] = [];
  for (let i = 0; i < 40; i++) {
    let started = performance.now();
    for await (const _piece of engine.streamChat({
      userId: user.id,
      profile,
      messages: [{ role: "user", content: "hi" }],
      now: new Date(),
    })) {
      direct.push(performance.now() - started);
      break;
    }
    started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/chat/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: user.cookie, origin: "http://localhost:3000" },
      body: JSON.stringify({ content: "hi" }),
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (reader) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.includes("event: delta")) {
        const now = performance.now();
        viaApp.push(now - started);
        beforeEngine.push(marks.called - started);
        afterEngine.push(now - marks.firstPiece);
        break;
      }
    }
    await reader?.cancel();
  }
  listener.close();
  await server.close();
  await standIn.close();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    direct: summary(direct),
    viaApp: summary(viaApp),
    added: median(viaApp) - median(direct),
    beforeEngine: median(beforeEngine),
    afterEngine: median(afterEngine),
  };
}

export async function benchAiLatency() {
  console.log("\nAI latency");
  console.log(`  offline engine, time to first streamed piece: ${await offlineTimeToFirstToken()} (target ≤ 50 ms)`);
  const { direct, viaApp, added, beforeEngine, afterEngine } = await addedLatency(200);
  console.log(`  stand-in upstream (200 ms fixed delay), first piece direct:   ${direct}`);
  console.log(`  the same through POST /api/chat/messages, first delta event:  ${viaApp}`);
  console.log(`  added by the app (median): ${added.toFixed(2)} ms (target ≤ 15 ms)`);
  console.log(
    `    of which: request to engine call ${beforeEngine.toFixed(2)} ms (session, quota, saving the message), first piece to client ${afterEngine.toFixed(2)} ms`,
  );
}
