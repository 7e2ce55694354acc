import { spawn } from "node:child_process";
import path from "node:path";
import { createOfflineEngine } from "../src/server/ai/offline/offline-engine";
import { createOpenAiCompatibleEngine } from "../src/server/ai/openai-compatible-engine";
import { startOpenAiStandIn } from "../src/server/ai/test/openai-stand-in";

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

/** Time to the first reply piece: straight at the stand-in, and through the app (its own process). */
async function addedLatency(delayMs: number) {
  const standIn = await startOpenAiStandIn();
  const model = `delay-${delayMs}`;
  const engine = createOpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, model, apiKey: "k", timeoutMs: 10_000 });
  const app = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "chat-server.ts")], {
    env: { ...process.env, AI_BASE_URL: standIn.baseUrl, AI_MODEL: model },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = await new Promise<string>((resolve) => app.stdout?.once("data", (data) => resolve(String(data))));
  const { port, cookie } = JSON.parse(ready) as { port: number; cookie: string };

  const direct: number[] = [];
  const viaApp: number[] = [];
  for (let i = 0; i < 40; i++) {
    let started = performance.now();
    for await (const _piece of engine.streamChat({
      userId: "bench",
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
      headers: { "content-type": "application/json", cookie, origin: "http://localhost:3000" },
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
        viaApp.push(performance.now() - started);
        break;
      }
    }
    await reader?.cancel();
  }
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  await standIn.close();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { direct: summary(direct), viaApp: summary(viaApp), added: median(viaApp) - median(direct) };
}

export async function benchAiLatency() {
  console.log("\nAI latency");
  console.log(`  offline engine, time to first streamed piece: ${await offlineTimeToFirstToken()} (target ≤ 50 ms)`);
  const { direct, viaApp, added } = await addedLatency(200);
  console.log(`  stand-in upstream (200 ms fixed delay), first piece direct:   ${direct}`);
  console.log(`  the same through POST /api/chat/messages, first delta event:  ${viaApp}`);
  console.log(`  added by the app (median): ${added.toFixed(2)} ms (target ≤ 15 ms)`);
}
