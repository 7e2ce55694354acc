import { fileURLToPath } from "node:url";
import { createOfflineEngine } from "../src/server/ai/offline/offline-engine";
import { composeDailyContent } from "../src/server/daily-content/compose";
import type { AiEngine } from "../src/server/integrations/ai/engine";
import type { DailyContentAccess } from "../src/shared/daily-content";
import {
  benchNow,
  benchShopName,
  benchShopProducts,
  categories,
  type QualityCase,
  qualityCases,
} from "./ai-quality-cases";
import { type Answer, type Check, excerpt } from "./ai-quality-checks";
import { improvedText } from "./ai-quality-improve-checks";

interface Outcome {
  testCase: QualityCase;
  /** Each failed check's name with what was wrong. */
  failures: string[];
}

const failuresShown = 15;
// The improve assistant works on a Pro user's whole day: every caption style, trending tags, music, timing.
const proAccess: DailyContentAccess = {
  plan: "pro",
  ideas: { limit: 5, period: "day", used: 0 },
  caption_styles: ["fun", "luxury", "motivational"],
  custom_style: false,
  hashtags: "trending",
  viral_music: true,
  optimal_timing: true,
  regenerations: { limit: 10, used: 0 },
};

async function joinedReply(engine: AiEngine, testCase: Extract<QualityCase, { kind: "chat" }>): Promise<string> {
  let reply = "";
  for await (const piece of engine.streamChat({
    userId: "bench-quality",
    profile: testCase.profile,
    messages: [{ role: "user", content: testCase.request }],
    now: testCase.now,
  })) {
    reply += piece;
  }
  return reply;
}

function failuresOf<A extends Answer>(checks: Check<A>[], answer: A): string[] {
  return checks.flatMap(({ name, flaw }) => {
    const found = flaw(answer);
    return found === null ? [] : [`${name}: ${found}`];
  });
}

async function judge(engine: AiEngine, testCase: QualityCase): Promise<Outcome> {
  switch (testCase.kind) {
    case "chat":
      return { testCase, failures: failuresOf(testCase.checks, { text: await joinedReply(engine, testCase) }) };
    case "buyer": {
      // A Persian chat app whatever the question's language: the answer follows the question.
      const text = await engine.answerBuyer({
        shopName: benchShopName,
        locale: "fa",
        question: testCase.request,
        products: benchShopProducts,
        orders: testCase.orders,
        supportText: testCase.supportText,
        now: benchNow,
      });
      return { testCase, failures: failuresOf(testCase.checks, { text }) };
    }
    case "improve": {
      const userId = `bench-${testCase.request}`;
      const { profile } = testCase;
      const before = composeDailyContent({ userId, profile, access: proAccess, now: benchNow }).body;
      const improved = await engine.improveContent({
        userId,
        profile,
        content: before,
        request: testCase.request,
        now: benchNow,
      });
      const answer = { text: improvedText(improved.reply, improved.content), before, after: improved.content };
      return { testCase, failures: failuresOf(testCase.checks, answer) };
    }
  }
}

const percent = (passed: number, total: number) => `${((100 * passed) / Math.max(1, total)).toFixed(1)} %`;

function printBreakdown(outcomes: Outcome[]) {
  const passedOf = (subset: Outcome[]) => subset.filter(({ failures }) => failures.length === 0).length;
  const row = (label: string, subset: Outcome[]) =>
    `    ${label.padEnd(20)} ${String(passedOf(subset)).padStart(3)} / ${String(subset.length).padEnd(3)} ${percent(passedOf(subset), subset.length)}`;
  console.log("  by category:");
  for (const category of categories) {
    const inCategory = outcomes.filter(({ testCase }) => testCase.category === category);
    console.log(row(category, inCategory));
  }
  console.log("  by language:");
  for (const locale of ["fa", "en"] as const) {
    const inLocale = outcomes.filter(({ testCase }) => testCase.locale === locale);
    console.log(row(locale, inLocale));
  }
  // Checks grouped by kind: «never "X"» and «never "Y"» count together.
  const byCheck = new Map<string, number>();
  for (const failure of outcomes.flatMap(({ failures }) => failures)) {
    const check = failure
      .slice(0, failure.indexOf(":"))
      .replace(/ [«"].*$/, "")
      .replace(/^(names the occasion|not about|says|2\+ hashtags about|at least \d+) .*$/, "$1");
    byCheck.set(check, (byCheck.get(check) ?? 0) + 1);
  }
  console.log("  failed checks, most frequent first:");
  for (const [check, count] of [...byCheck].sort((a, b) => b[1] - a[1])) {
    console.log(`    ${String(count).padStart(3)} × ${check}`);
  }
}

/** The first failure of each category, then the second of each, …: every kind of fault shows early. */
function spreadOverCategories(failing: Outcome[]): Outcome[] {
  const rankInCategory = new Map<Outcome, number>();
  for (const category of categories) {
    failing
      .filter(({ testCase }) => testCase.category === category)
      .forEach((outcome, rank) => {
        rankInCategory.set(outcome, rank);
      });
  }
  return [...failing].sort((a, b) => (rankInCategory.get(a) ?? 0) - (rankInCategory.get(b) ?? 0));
}

/** Issue 18: the offline engine's answers to 80+ requests, each judged by a reviewer's checks. */
export async function benchAiQuality({ showAll = false } = {}) {
  const engine = createOfflineEngine();
  const outcomes: Outcome[] = [];
  for (const testCase of qualityCases) outcomes.push(await judge(engine, testCase));
  const passed = outcomes.filter(({ failures }) => failures.length === 0).length;
  const persian = qualityCases.filter(({ locale }) => locale === "fa").length;

  console.log("\nAI quality (offline engine)");
  console.log(`  ${qualityCases.length} requests (${persian} Persian, ${qualityCases.length - persian} English)`);
  console.log(`  passed ${passed} of ${outcomes.length}: ${percent(passed, outcomes.length)} (target ≥ 90 %)`);
  printBreakdown(outcomes);
  const failing = outcomes.filter(({ failures }) => failures.length > 0);
  const shown = showAll ? failing : spreadOverCategories(failing).slice(0, failuresShown);
  console.log(`  ${shown.length} of ${failing.length} failing requests (--all for every one):`);
  for (const { testCase, failures } of shown) {
    console.log(`    [${testCase.category}, ${testCase.locale}] ${excerpt(testCase.request)}`);
    for (const failure of failures) console.log(`      ✗ ${failure}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await benchAiQuality({ showAll: process.argv.includes("--all") });
