import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomCaptionStyle, CustomCaptionStyleState } from "../../shared/custom-caption-style";
import type { DailyContent, DailyContentDay } from "../../shared/daily-content";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";

// 001 §3 "unlimited plus custom" (PLAN-22, decision 022): an Ultra user's own caption style, saved on the
// server, and every day's content holding captions in it.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const cafeVoice: CustomCaptionStyle = {
  name: "Our café voice",
  base_style: "storytelling",
  length: "medium",
  emoji: "none",
  opening: "Good evening from Narenj",
  signature: "— Narenj Café, open till midnight",
};
const path = "/api/daily-content/custom-style";
const pictograph = /\p{Extended_Pictographic}/u;

async function ultraUser() {
  const account = await makeUser(server.app);
  await subscribe(server.database.db, account.id, "enterprise");
  return account;
}

async function styleOf(account: TestAccount): Promise<CustomCaptionStyleState> {
  const response = await server.app.request(path, asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as CustomCaptionStyleState;
}

async function generate(account: TestAccount): Promise<DailyContent> {
  const response = await server.app.request(
    "/api/daily-content/generate?locale=en",
    asUser(account.cookie, { method: "POST" }),
  );
  expect([200, 201]).toContain(response.status);
  const day = (await response.json()) as DailyContentDay;
  if (!day.content) throw new Error("no content after generate");
  return day.content;
}

describe("PLAN-22 Ultra's custom caption style", () => {
  it("an Ultra user saves a style; today's content then holds captions in it, opening and signature included", async () => {
    const account = await ultraUser();
    expect(await styleOf(account)).toEqual({ custom_style: null, available: true });
    const saved = await sendJsonAs(server.app, account, path, cafeVoice, "PUT");
    expect(saved.status).toBe(200);
    expect(await styleOf(account)).toEqual({ custom_style: cafeVoice, available: true });

    const content = await generate(account);
    expect(content.captions.custom).toHaveLength(3);
    for (const caption of content.captions.custom) {
      expect(caption.startsWith(`${cafeVoice.opening}\n`)).toBe(true);
      expect(caption.endsWith(`\n${cafeVoice.signature}`)).toBe(true);
      expect(caption).not.toMatch(pictograph);
    }
    expect(content.captions.storytelling).toHaveLength(3);
  });

  it("saving a new style recomposes only today's custom captions: the user's other edits stay", async () => {
    const account = await ultraUser();
    await sendJsonAs(server.app, account, path, cafeVoice, "PUT");
    const content = await generate(account);
    const { id, content_date, created_at, updated_at, ...body } = content;
    const edited = {
      ...body,
      content_ideas: ["My own idea"],
      captions: { ...body.captions, fun: ["My own fun line"] },
    };
    expect((await sendJsonAs(server.app, account, `/api/daily-content/items/${id}`, edited, "PUT")).status).toBe(200);

    const signed = { ...cafeVoice, emoji: "many", signature: "— Narenj, Tajrish" } as const;
    expect((await sendJsonAs(server.app, account, path, signed, "PUT")).status).toBe(200);
    const today = (await (
      await server.app.request("/api/daily-content/today", asUser(account.cookie))
    ).json()) as DailyContentDay;
    expect(today.content?.content_ideas).toEqual(["My own idea"]);
    expect(today.content?.captions.fun).toEqual(["My own fun line"]);
    expect(today.content?.captions.custom).toHaveLength(3);
    for (const caption of today.content?.captions.custom ?? []) {
      expect(caption.endsWith("\n— Narenj, Tajrish")).toBe(true);
      expect(caption).toMatch(pictograph);
    }
  });

  it("a Pro user is refused with feature_locked, nothing is saved, and their content has no custom captions", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "premium");
    const refused = await sendJsonAs(server.app, account, path, cafeVoice, "PUT");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("feature_locked");
    expect(await styleOf(account)).toEqual({ custom_style: null, available: false });
    const content = await generate(account);
    expect(content.captions.custom).toEqual([]);

    // Nor can a Pro user write custom captions in by an edit.
    const { id, content_date, created_at, updated_at, ...body } = content;
    const sneaked = { ...body, captions: { ...body.captions, custom: ["My custom line"] } };
    expect((await sendJsonAs(server.app, account, `/api/daily-content/items/${id}`, sneaked, "PUT")).status).toBe(403);
  });

  it("bad input is refused with a catalogue key per field and changes nothing", async () => {
    const account = await ultraUser();
    await sendJsonAs(server.app, account, path, cafeVoice, "PUT");
    const bad = {
      ...cafeVoice,
      name: "x".repeat(41),
      signature: "s".repeat(151),
      base_style: "shouting",
      length: "huge",
    };
    const refused = await sendJsonAs(server.app, account, path, bad, "PUT");
    expect(refused.status).toBe(400);
    const error = (await refused.json()) as { code: string; issues: { path: string; message: string }[] };
    expect(error.code).toBe("validation_failed");
    const issues = Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message]));
    expect(issues.name).toBe("tooLong");
    expect(issues.signature).toBe("tooLong");
    expect(Object.keys(issues)).toEqual(expect.arrayContaining(["base_style", "length"]));
    const blank = await sendJsonAs(server.app, account, path, { ...cafeVoice, name: "   " }, "PUT");
    expect(blank.status).toBe(400);
    expect(await styleOf(account)).toEqual({ custom_style: cafeVoice, available: true });
  });

  it("another user neither sees nor removes it; the owner's delete clears it", async () => {
    const owner = await ultraUser();
    const other = await ultraUser();
    await sendJsonAs(server.app, owner, path, { ...cafeVoice, name: "«لحن کافه نارنج»" }, "PUT");
    expect((await styleOf(other)).custom_style).toBeNull();
    expect((await server.app.request(path, asUser(other.cookie, { method: "DELETE" }))).status).toBe(200);
    expect((await styleOf(owner)).custom_style?.name).toBe("«لحن کافه نارنج»");
    expect((await generate(other)).captions.custom).toEqual([]);

    const removed = await server.app.request(path, asUser(owner.cookie, { method: "DELETE" }));
    expect(removed.status).toBe(200);
    expect(await styleOf(owner)).toEqual({ custom_style: null, available: true });
  });

  it("signed out, the style cannot be read or saved", async () => {
    expect((await server.app.request(path)).status).toBe(401);
  });
});
