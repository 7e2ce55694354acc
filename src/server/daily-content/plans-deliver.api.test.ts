import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captionStyles, type DailyContent, type DailyContentDay } from "../../shared/daily-content";
import { tehranIsoDate } from "../../shared/tehran-calendar";
import { dailyContent, profiles } from "../db/schema";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";
import { generateForActiveUsers } from "./morning-batch";
import { upgradeTodayContent } from "./upgrade";

// Issue 18, "plans deliver what they sell": today's content follows a purchase at once, a day can be
// regenerated within the plan's limit, and content is written in the language the user reads.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const persian = /[\u0600-\u06FF]/;
const post = (account: TestAccount, path: string) =>
  server.app.request(path, asUser(account.cookie, { method: "POST" }));

async function dayOf(response: Response): Promise<DailyContentDay> {
  expect([200, 201]).toContain(response.status);
  return (await response.json()) as DailyContentDay;
}

async function generate(account: TestAccount, locale?: "fa" | "en"): Promise<DailyContent> {
  const day = await dayOf(await post(account, `/api/daily-content/generate${locale ? `?locale=${locale}` : ""}`));
  if (!day.content) throw new Error("no content after generate");
  return day.content;
}

async function today(account: TestAccount): Promise<DailyContentDay> {
  return dayOf(await server.app.request("/api/daily-content/today", asUser(account.cookie)));
}

const regenerate = (account: TestAccount, id: string, locale?: "fa" | "en") =>
  post(account, `/api/daily-content/items/${id}/regenerate${locale ? `?locale=${locale}` : ""}`);

describe("a plan bought upgrades today's content at once", () => {
  it("a free user's edited day becomes a Pro day on a sandbox purchase: ten ideas, the edit kept, music, posting time, every style", async () => {
    const account = await makeUser(server.app);
    const free = await generate(account, "en");
    expect(free.content_ideas).toHaveLength(1);
    const edited = { ...free, content_ideas: ["My own idea about the shop window"] };
    const { id, content_date, created_at, updated_at, ...body } = edited;
    const saved = await sendJsonAs(server.app, account, `/api/daily-content/items/${id}`, body, "PUT");
    expect(saved.status).toBe(200);

    const paid = await sendJsonAs(server.app, account, "/api/payments/checkout", { plan: "pro" });
    expect(paid.status).toBe(200);

    const { content, access } = await today(account);
    expect(access.plan).toBe("pro");
    expect(content?.id).toBe(id);
    expect(content?.content_ideas).toHaveLength(10);
    expect(content?.content_ideas[0]).toBe("My own idea about the shop window");
    expect(new Set(content?.content_ideas).size).toBe(10);
    expect(content?.viral_music.length).toBeGreaterThan(0);
    expect(content?.optimal_timing).not.toBe("");
    expect(content?.trending_hashtags).toHaveLength(15);
    for (const style of captionStyles) expect(content?.captions[style].length, style).toBeGreaterThan(0);
    expect(content?.captions.fun).toEqual(free.captions.fun);
    expect(content?.content_ideas.join(" ")).not.toMatch(persian);
  });

  it("an edited or emptied section stays as the user left it; with no content today nothing is made", async () => {
    const db = server.database.db;
    const account = await makeUser(server.app);
    await upgradeTodayContent({ db }, { userId: account.id, now: new Date() });
    expect(await db.select().from(dailyContent).where(eq(dailyContent.userId, account.id))).toEqual([]);

    const free = await generate(account, "fa");
    const { id, content_date, created_at, updated_at, ...body } = free;
    const mine = { ...body, trending_hashtags: ["#مال_من"], captions: { ...body.captions, fun: [] } };
    expect((await sendJsonAs(server.app, account, `/api/daily-content/items/${id}`, mine, "PUT")).status).toBe(200);
    await subscribe(db, account.id, "basic");
    await upgradeTodayContent({ db }, { userId: account.id, now: new Date() });

    const { content } = await today(account);
    expect(content?.trending_hashtags).toEqual(["#مال_من"]);
    expect(content?.captions.fun).toEqual([]);
    expect(content?.captions.luxury.length).toBeGreaterThan(0);
    expect(content?.captions.motivational.length).toBeGreaterThan(0);
    expect(content?.captions.poetic).toEqual([]);
    expect(content?.content_ideas).toEqual(free.content_ideas);
  });
});

describe("regenerating today's content", () => {
  it("a free user regenerates once a day: new content, then a translated refusal that changes nothing", async () => {
    const account = await makeUser(server.app);
    const first = await generate(account, "en");
    const before = await today(account);
    expect(before.access.regenerations).toEqual({ limit: 1, used: 0 });

    const again = await dayOf(await regenerate(account, first.id, "en"));
    expect(again.content?.id).toBe(first.id);
    expect(again.content?.captions.fun).not.toEqual(first.captions.fun);
    expect(again.content?.content_ideas).toHaveLength(1);
    expect(again.access.regenerations).toEqual({ limit: 1, used: 1 });
    expect(again.access.ideas.used).toBe(1);

    const refused = await regenerate(account, first.id, "en");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "regenerations_used_up", params: { limit: 1, plan: "free" } });
    expect((await today(account)).content).toEqual(again.content);
  });

  it("Pro regenerates ten times a day, each time different; Ultra has no limit", async () => {
    const db = server.database.db;
    const pro = await makeUser(server.app);
    await subscribe(db, pro.id, "premium");
    const { id } = await generate(pro, "en");
    const seen = new Set<string>();
    for (let round = 0; round < 10; round += 1) {
      const day = await dayOf(await regenerate(pro, id));
      expect(day.content?.content_ideas).toHaveLength(10);
      seen.add(JSON.stringify(day.content?.content_ideas));
    }
    expect(seen.size).toBe(10);
    expect((await regenerate(pro, id)).status).toBe(403);

    const ultra = await makeUser(server.app);
    await subscribe(db, ultra.id, "enterprise");
    const content = await generate(ultra);
    for (let round = 0; round < 12; round += 1) expect((await regenerate(ultra, content.id)).status).toBe(200);
    expect((await today(ultra)).access.regenerations).toEqual({ limit: null, used: 12 });
  });

  it("DAILY-11 only the owner's row of today: another user's is not found, a past day is refused", async () => {
    const db = server.database.db;
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    const content = await generate(owner);
    const foreign = await regenerate(other, content.id);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { code: string }).code).toBe("not_found");

    const yesterday = tehranIsoDate(new Date(Date.now() - 86_400_000));
    await db.update(dailyContent).set({ contentDate: yesterday }).where(eq(dailyContent.id, content.id));
    const past = await regenerate(owner, content.id);
    expect(past.status).toBe(409);
    expect(((await past.json()) as { code: string }).code).toBe("past_day_locked");
    expect((await regenerate(owner, "not-a-uuid")).status).toBe(400);
    expect((await post(owner, `/api/daily-content/generate?locale=de`)).status).toBe(400);
  });
});

describe("daily content in the user's language", () => {
  it("the interface language wins over the preferred one for generate and regenerate", async () => {
    const account = await makeUser(server.app);
    const english = await generate(account, "en");
    expect([...english.content_ideas, ...english.captions.fun].join(" ")).not.toMatch(persian);

    const persianDay = await dayOf(await regenerate(account, english.id, "fa"));
    expect(persianDay.content?.captions.fun.join(" ")).toMatch(persian);
  });

  it("the morning job writes in the preferred language; a regeneration without a language keeps the day's", async () => {
    const db = server.database.db;
    const account = await makeUser(server.app);
    await db.update(profiles).set({ preferredLanguage: "en" }).where(eq(profiles.userId, account.id));
    await generateForActiveUsers({ db }, { now: new Date() });
    const { content } = await today(account);
    expect(content?.captions.fun.join(" ")).not.toMatch(persian);
    const again = await dayOf(await regenerate(account, content?.id ?? ""));
    expect(again.content?.captions.fun.join(" ")).not.toMatch(persian);
  });

  it("a day stored before the new styles reads with every style, the missing ones empty", async () => {
    const db = server.database.db;
    const account = await makeUser(server.app);
    const content = await generate(account, "en");
    await db
      .update(dailyContent)
      .set({ captions: { fun: ["Old fun"], luxury: [], motivational: [] }, composed: null, locale: null })
      .where(eq(dailyContent.id, content.id));
    const { content: read } = await today(account);
    expect(read?.captions.fun).toEqual(["Old fun"]);
    for (const style of captionStyles.slice(1)) expect(read?.captions[style]).toEqual([]);
    const { id, content_date, created_at, updated_at, ...body } = read as DailyContent;
    const { educational, storytelling, formal, poetic, minimal, sales, emotional, question, ...threeStyles } =
      body.captions;
    const saved = await sendJsonAs(
      server.app,
      account,
      `/api/daily-content/items/${id}`,
      { ...body, captions: threeStyles },
      "PUT",
    );
    expect(saved.status).toBe(200);
  });
});
