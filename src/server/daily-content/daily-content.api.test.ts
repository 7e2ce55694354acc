import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DailyContent, DailyContentBody, DailyContentDay } from "../../shared/daily-content";
import { tehranIsoDate } from "../../shared/tehran-calendar";
import { aiUsage, dailyContent, profiles } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createScriptedEngine } from "../test/scripted-engine";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";
import { generateToday } from "./service";

const scripted = createScriptedEngine();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AI_RATE_LIMIT_PER_MINUTE: "1000" }, scripted.engine);
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof makeUser>>;

const get = (account: Account, path: string) => server.app.request(path, asUser(account.cookie));
const send = (account: Account, method: "POST" | "PUT", path: string, body?: unknown) =>
  server.app.request(
    path,
    asUser(account.cookie, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

async function generate(account: Account): Promise<DailyContent> {
  const response = await send(account, "POST", "/api/daily-content/generate");
  expect([200, 201]).toContain(response.status);
  const day = (await response.json()) as DailyContentDay;
  if (!day.content) throw new Error("no content after generate");
  return day.content;
}

async function today(account: Account): Promise<DailyContentDay> {
  const response = await get(account, "/api/daily-content/today");
  expect(response.status).toBe(200);
  return (await response.json()) as DailyContentDay;
}

function bodyOf(content: DailyContent): DailyContentBody {
  const { content_ideas, captions, trending_hashtags, viral_music, optimal_timing } = content;
  return { content_ideas, captions, trending_hashtags, viral_music, optimal_timing };
}

async function rowsOf(userId: string) {
  return server.database.db.select().from(dailyContent).where(eq(dailyContent.userId, userId));
}

describe("generating today's content", () => {
  it("DAILY-08 a visitor cannot read or generate content, and nothing is generated", async () => {
    const before = await server.database.db.select().from(dailyContent);
    const generated = await server.app.request("/api/daily-content/generate", { method: "POST" });
    expect(generated.status).toBe(401);
    expect(((await generated.json()) as { code: string }).code).toBe("unauthenticated");
    expect((await server.app.request("/api/daily-content/today")).status).toBe(401);
    expect(await server.database.db.select().from(dailyContent)).toHaveLength(before.length);
  });

  it("DAILY-07 before generating, today (Tehran's date) has no content and the plan's access is given", async () => {
    const account = await makeUser(server.app);
    const day = await today(account);
    expect(day.date).toBe(tehranIsoDate(new Date()));
    expect(day.content).toBeNull();
    expect(day.access).toMatchObject({ plan: "free", caption_styles: ["fun"], viral_music: false });
  });

  it("DAILY-09 DAILY-06 a free user's content has one idea, fun captions and basic hashtags; the rest is locked", async () => {
    const account = await makeUser(server.app);
    const response = await send(account, "POST", "/api/daily-content/generate");
    expect(response.status).toBe(201);
    const day = (await response.json()) as DailyContentDay;
    expect(day.content?.content_date).toBe(tehranIsoDate(new Date()));
    expect(day.content?.content_ideas).toHaveLength(1);
    expect(day.content?.captions.fun).toHaveLength(3);
    expect(day.content?.captions.luxury).toEqual([]);
    expect(day.content?.captions.motivational).toEqual([]);
    expect(day.content?.trending_hashtags).toHaveLength(5);
    expect(day.content?.trending_hashtags.every((tag) => /^#\S+$/.test(tag))).toBe(true);
    expect(day.content?.viral_music).toEqual([]);
    expect(day.content?.optimal_timing).toBe("");
    expect(day.access.ideas).toEqual({ limit: 3, period: "week", used: 1 });
  });

  it("DAILY-06 a Pro subscriber gets ten ideas, all three caption styles, trending hashtags, music and the posting time", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "premium");
    const content = await generate(account);
    expect(content.content_ideas).toHaveLength(10);
    for (const style of ["fun", "luxury", "motivational"] as const) expect(content.captions[style]).toHaveLength(3);
    expect(content.trending_hashtags).toHaveLength(15);
    expect(content.viral_music).toHaveLength(5);
    for (const song of content.viral_music) {
      expect(song.name.length).toBeGreaterThan(0);
      expect(song.artist.length).toBeGreaterThan(0);
    }
    expect(content.optimal_timing.length).toBeGreaterThan(0);
  });

  it("an Eco subscriber gets one idea and three caption styles but no music or posting time (001 §3)", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "basic");
    const content = await generate(account);
    expect(content.content_ideas).toHaveLength(1);
    expect(content.captions.luxury).toHaveLength(3);
    expect(content.viral_music).toEqual([]);
    expect(content.optimal_timing).toBe("");
    expect((await today(account)).access).toMatchObject({ plan: "eco", viral_music: false, optimal_timing: false });
  });

  it("an Ultra subscriber's unlimited ideas give fifteen a day", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "enterprise");
    expect((await generate(account)).content_ideas).toHaveLength(15);
  });

  it("DAILY-12 generating again, even five times at once, never makes a second row for the day", async () => {
    const account = await makeUser(server.app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => send(account, "POST", "/api/daily-content/generate")),
    );
    const days = (await Promise.all(responses.map((response) => response.json()))) as DailyContentDay[];
    expect(new Set(days.map((day) => day.content?.id)).size).toBe(1);
    expect(responses.filter((response) => response.status === 201).length).toBeLessThanOrEqual(1);
    expect(await rowsOf(account.id)).toHaveLength(1);
    const again = await send(account, "POST", "/api/daily-content/generate");
    expect(again.status).toBe(200);
  });

  it("DAILY-13 two users get their own content for the same day, fitted to their industry", async () => {
    const cafe = await makeUser(server.app);
    const coder = await makeUser(server.app);
    await server.database.db.update(profiles).set({ industry: "food" }).where(eq(profiles.userId, cafe.id));
    await server.database.db.update(profiles).set({ industry: "technology" }).where(eq(profiles.userId, coder.id));
    const [first, second] = [await generate(cafe), await generate(coder)];
    expect(first.id).not.toBe(second.id);
    expect(first.trending_hashtags).not.toEqual(second.trending_hashtags);
    expect(first.captions.fun).not.toEqual(second.captions.fun);
  });

  it("content is written in the user's preferred language", async () => {
    const account = await makeUser(server.app);
    await server.database.db.update(profiles).set({ preferredLanguage: "en" }).where(eq(profiles.userId, account.id));
    const content = await generate(account);
    expect(content.captions.fun.join(" ")).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("the free plan's three ideas a week come one a day and start again on Saturday", async () => {
    const account = await makeUser(server.app);
    const db = server.database.db;
    // Sunday 2026-11-22 to Wednesday 2026-11-25, then Saturday 2026-11-28 (noon in Tehran).
    const ideas: number[] = [];
    for (const date of ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-28"]) {
      const { day } = await generateToday({ db }, { userId: account.id, now: new Date(`${date}T08:30:00Z`) });
      ideas.push(day.content?.content_ideas.length ?? -1);
    }
    expect(ideas).toEqual([1, 1, 1, 0, 1]);
  });
});

describe("editing", () => {
  it("DAILY-16 DAILY-20 saved ideas, captions, hashtags, music and posting time are what a reload shows", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "premium");
    const content = await generate(account);
    const edited: DailyContentBody = {
      content_ideas: ["ویدیوی پشت صحنه"],
      captions: { ...content.captions, fun: ["کپشن من"], motivational: [] },
      trending_hashtags: ["#یک", "#two"],
      viral_music: [{ name: "Song", artist: "Singer" }],
      optimal_timing: "۲۱:۰۰",
    };
    const response = await send(account, "PUT", `/api/daily-content/items/${content.id}`, edited);
    expect(response.status).toBe(200);
    expect(bodyOf((await response.json()) as DailyContent)).toEqual(edited);
    const reloaded = (await today(account)).content;
    expect(reloaded && bodyOf(reloaded)).toEqual(edited);
  });

  it("DAILY-11 another user can neither see nor change someone's content", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    const content = await generate(owner);
    expect((await today(other)).content).toBeNull();
    const attempt = await send(other, "PUT", `/api/daily-content/items/${content.id}`, {
      ...bodyOf(content),
      content_ideas: [],
    });
    expect(attempt.status).toBe(404);
    const improve = await send(other, "POST", `/api/daily-content/items/${content.id}/improve`, {
      improvement_request: "shorter",
    });
    expect(improve.status).toBe(404);
    expect((await today(owner)).content).toEqual(content);
  });

  it.each([
    ["a list where text is expected", (body: DailyContentBody) => ({ ...body, content_ideas: "one idea" })],
    ["too many ideas", (body: DailyContentBody) => ({ ...body, content_ideas: Array(31).fill("idea") })],
    ["a hashtag with a space", (body: DailyContentBody) => ({ ...body, trending_hashtags: ["#two words"] })],
    [
      "a caption over 2200 characters",
      (body: DailyContentBody) => ({
        ...body,
        captions: { ...body.captions, fun: ["x".repeat(2201)] },
      }),
    ],
    ["music without an artist", (body: DailyContentBody) => ({ ...body, viral_music: [{ name: "Song" }] })],
  ])("a malformed edit (%s) gets a clear error and changes nothing", async (_, malform) => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    const response = await send(account, "PUT", `/api/daily-content/items/${content.id}`, malform(bodyOf(content)));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("validation_failed");
    expect((await today(account)).content).toEqual(content);
  });

  it("a free user cannot put content into a section their plan does not include", async () => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    const withMusic = { ...bodyOf(content), viral_music: [{ name: "Song", artist: "Singer" }] };
    const response = await send(account, "PUT", `/api/daily-content/items/${content.id}`, withMusic);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("feature_locked");
    expect((await today(account)).content).toEqual(content);
  });

  it("content made under a lapsed plan can still be saved as it is, and emptied", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "premium");
    const content = await generate(account);
    await subscribe(server.database.db, account.id, "premium", -0.001);
    const unchanged = await send(account, "PUT", `/api/daily-content/items/${content.id}`, bodyOf(content));
    expect(unchanged.status).toBe(200);
    const emptied = { ...bodyOf(content), viral_music: [] };
    expect((await send(account, "PUT", `/api/daily-content/items/${content.id}`, emptied)).status).toBe(200);
  });
});

describe("the improve assistant", () => {
  it("DAILY-22 an improvement is applied, saved and answered, and costs one AI message", async () => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    const improvedCaptions = { ...content.captions, fun: ["کوتاه"] };
    scripted.nextImprovement({ content: { ...bodyOf(content), captions: improvedCaptions }, reply: "کوتاه شد" });
    const response = await send(account, "POST", `/api/daily-content/items/${content.id}/improve`, {
      improvement_request: "کپشن‌ها را کوتاه‌تر کن",
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { success: boolean; reply: string; improved_content: DailyContent };
    expect(answer.success).toBe(true);
    expect(answer.reply).toBe("کوتاه شد");
    expect(answer.improved_content.captions.fun).toEqual(["کوتاه"]);
    expect((await today(account)).content?.captions.fun).toEqual(["کوتاه"]);
    expect(scripted.improveRequests.at(-1)?.request).toBe("کپشن‌ها را کوتاه‌تر کن");
    const usage = await server.database.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, account.id), eq(aiUsage.feature, "improve")));
    expect(usage).toHaveLength(1);
  });

  it("the assistant cannot open locked sections or add ideas beyond the plan's", async () => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    scripted.nextImprovement({
      content: {
        ...bodyOf(content),
        content_ideas: ["a", "b", "c"],
        captions: { ...content.captions, luxury: ["lux"] },
        viral_music: [{ name: "Song", artist: "Singer" }],
        optimal_timing: "20:00",
      },
      reply: "more",
    });
    const response = await send(account, "POST", `/api/daily-content/items/${content.id}/improve`, {
      improvement_request: "more of everything",
    });
    expect(response.status).toBe(200);
    const saved = (await today(account)).content;
    expect(saved?.content_ideas).toEqual(["a"]);
    expect(saved?.captions.luxury).toEqual([]);
    expect(saved?.viral_music).toEqual([]);
    expect(saved?.optimal_timing).toBe("");
  });

  it("DAILY-23 a failed improvement changes nothing, refunds the AI message and says so", async () => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    scripted.nextImprovement("fail");
    const response = await send(account, "POST", `/api/daily-content/items/${content.id}/improve`, {
      improvement_request: "more formal",
    });
    expect(response.status).toBe(502);
    const error = (await response.json()) as { code: string; message: string };
    expect(error.code).toBe("ai_unavailable");
    expect(error.message).toBe("Unfortunately, an error occurred in content improvement. Please try again.");
    expect((await today(account)).content).toEqual(content);
    expect(await server.database.db.select().from(aiUsage).where(eq(aiUsage.userId, account.id))).toHaveLength(0);
  });

  it("an edit saved while the assistant is thinking is kept: the improvement answers content_changed and costs nothing", async () => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    scripted.nextImprovement({
      content: { ...bodyOf(content), captions: { ...content.captions, fun: ["AI"] } },
      reply: "x",
    });
    const thinking = scripted.holdNext();
    const improving = send(account, "POST", `/api/daily-content/items/${content.id}/improve`, {
      improvement_request: "shorter",
    });
    await thinking.started;
    const edit = { ...bodyOf(content), captions: { ...content.captions, fun: ["نوشتهٔ خود کاربر"] } };
    expect((await send(account, "PUT", `/api/daily-content/items/${content.id}`, edit)).status).toBe(200);
    thinking.release();
    const response = await improving;
    expect(response.status).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe("content_changed");
    expect((await today(account)).content?.captions.fun).toEqual(["نوشتهٔ خود کاربر"]);
    expect(await server.database.db.select().from(aiUsage).where(eq(aiUsage.userId, account.id))).toHaveLength(0);
  });

  it("an unusable answer from the AI (a hashtag with spaces) is refused like a failure", async () => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    scripted.nextImprovement({ content: { ...bodyOf(content), trending_hashtags: ["#two words"] }, reply: "x" });
    const response = await send(account, "POST", `/api/daily-content/items/${content.id}/improve`, {
      improvement_request: "hashtags",
    });
    expect(response.status).toBe(502);
    expect((await today(account)).content).toEqual(content);
  });

  it("a free user with no AI messages left gets quota_exceeded and nothing changes", async () => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    await server.database.db
      .insert(aiUsage)
      .values(
        Array.from({ length: 3 }, () => ({ id: crypto.randomUUID(), userId: account.id, feature: "chat" as const })),
      );
    const response = await send(account, "POST", `/api/daily-content/items/${content.id}/improve`, {
      improvement_request: "shorter",
    });
    expect(response.status).toBe(402);
    expect((await today(account)).content).toEqual(content);
  });

  it("a blank improvement request is refused", async () => {
    const account = await makeUser(server.app);
    const content = await generate(account);
    const response = await send(account, "POST", `/api/daily-content/items/${content.id}/improve`, {
      improvement_request: "   ",
    });
    expect(response.status).toBe(400);
  });
});

describe("history", () => {
  it("lists the user's days newest first and reopens a past day", async () => {
    const account = await makeUser(server.app);
    const db = server.database.db;
    await generateToday({ db }, { userId: account.id, now: new Date("2026-11-10T08:00:00Z") });
    await generateToday({ db }, { userId: account.id, now: new Date("2026-11-12T08:00:00Z") });
    const history = (await (await get(account, "/api/daily-content/days")).json()) as {
      days: { content_date: string }[];
    };
    expect(history.days.map((day) => day.content_date)).toEqual(["2026-11-12", "2026-11-10"]);
    const past = (await (await get(account, "/api/daily-content/days/2026-11-10")).json()) as DailyContentDay;
    expect(past.content?.content_date).toBe("2026-11-10");
    const empty = (await (await get(account, "/api/daily-content/days/2026-11-11")).json()) as DailyContentDay;
    expect(empty.content).toBeNull();
    expect((await get(account, "/api/daily-content/days/yesterday")).status).toBe(400);
  });
});
