import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser } from "../test/make-user";
import { readEvents } from "../test/server-sent-events";
import { createTestServer, type TestServer } from "../test/test-server";
import { makeUserWithObjects, walkerAdminEmail } from "../test/user-with-objects";

let server: TestServer;
let user: Awaited<ReturnType<typeof makeUserWithObjects>>;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: walkerAdminEmail });
  user = await makeUserWithObjects(server.app);
});
afterAll(() => server.close());

const send = (method: string, path: string, body: unknown) =>
  server.app.request(
    path,
    asUser(user.cookie, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );

const profileValues = {
  full_name: "",
  bio: "",
  about: "",
  phone: "",
  location: "",
  job_title: "",
  website: "",
  industry: "",
  business_type: "",
  company_size: "",
  experience_level: "",
  interests: [],
  goals: "",
  preferred_language: "fa",
};

// "می‌خواهم" has a zero-width non-joiner (the Persian half-space), which the language needs.
const halfSpaced = "می\u200Cخواهم";

describe("names and titles keep Persian half-spaces and lose invisible spoofing characters", () => {
  it("a conversation renamed with a right-to-left override is saved without it, the half-space kept", async () => {
    const id = user.pathValue("/chat/", "id");
    const response = await send("PATCH", `/api/chat/conversations/${id}`, {
      title: `\u202Egnp.exe\u202C ${halfSpaced}\u200B\uFEFF\u2066x\u2069`,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).title).toBe(`gnp.exe ${halfSpaced}x`);
    const list = (await (await server.app.request("/api/chat/conversations", asUser(user.cookie))).json()).items as {
      id: string;
      title: string;
    }[];
    expect(list.find((conversation) => conversation.id === id)?.title).toBe(`gnp.exe ${halfSpaced}x`);
  });

  it("a title of nothing but invisible characters is refused as blank", async () => {
    const id = user.pathValue("/chat/", "id");
    const response = await send("PATCH", `/api/chat/conversations/${id}`, { title: "\u202E\u200B\u200F" });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: "title", message: "titleBlank" }]);
  });

  it("a new conversation's title from its first message drops the override too; the message keeps its text", async () => {
    const response = await send("POST", "/api/chat/messages", { content: `\u202Eسلام ${halfSpaced}` });
    const events = await readEvents(response);
    const start = events[0]?.data as { conversation: { title: string }; user_message: { content: string } };
    expect(start.conversation.title).toBe(`سلام ${halfSpaced}`);
    expect(start.user_message.content).toBe(`\u202Eسلام ${halfSpaced}`);
  });

  it("the profile's full name is saved without bidi overrides, with its half-space", async () => {
    const profile = {
      ...profileValues,
      full_name: `\u202Bسارا\u202C ${halfSpaced}`,
      bio: `خط اول\nخط\tدوم ${halfSpaced}`,
    };
    const response = await send("PUT", "/api/profile", profile);
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved.full_name).toBe(`سارا ${halfSpaced}`);
    // Newlines and tabs are text, not control characters to refuse.
    expect(saved.bio).toBe(`خط اول\nخط\tدوم ${halfSpaced}`);
  });

  it("a full name of two lines is refused under its field, as sign-up refuses it", async () => {
    const before = await (await server.app.request("/api/profile", asUser(user.cookie))).json();
    for (const full_name of ["سارا\nadmin", "سارا\tاحمدی"]) {
      const response = await send("PUT", "/api/profile", { ...profileValues, full_name });
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([{ path: "full_name", message: "invalidCharacters" }]);
    }
    const after = await (await server.app.request("/api/profile", asUser(user.cookie))).json();
    expect(after.profile.full_name).toBe(before.profile.full_name);
  });
});
