import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxNameLength } from "../../shared/account";
import { profiles, user } from "../db/schema";
import { asUser, jsonRequest, makeUser } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let sequence = 0;
const freshEmail = () => `input${++sequence}-${Date.now()}@example.com`;
const signUp = (body: Record<string, unknown>) =>
  server.app.request("/api/auth/sign-up/email", jsonRequest({ password: "secret123", ...body }));
const accountsWith = (email: string) => server.database.db.select().from(user).where(eq(user.email, email));
const profileOf = async (userId: string) =>
  (await server.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

describe("the language at sign-up becomes the profile's language", () => {
  it("signing up from the English interface makes an English profile", async () => {
    const response = await signUp({ name: "Sara", email: freshEmail(), preferredLanguage: "en" });
    expect(response.status).toBe(200);
    const { user: created } = await response.json();
    expect((await profileOf(created.id))?.preferredLanguage).toBe("en");
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const profile = await (await server.app.request("/api/profile", asUser(cookie))).json();
    expect(profile.profile.preferred_language).toBe("en");
  });

  it("signing up from the Persian interface, or saying nothing, makes a Persian profile", async () => {
    for (const language of ["fa", undefined]) {
      const response = await signUp({ name: "سارا", email: freshEmail(), preferredLanguage: language });
      const { user: created } = await response.json();
      expect((await profileOf(created.id))?.preferredLanguage).toBe("fa");
    }
  });

  it("a language the app does not speak is refused and no account is made", async () => {
    const email = freshEmail();
    const response = await signUp({ name: "Hans", email, preferredLanguage: "de" });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("INVALID_LANGUAGE");
    expect(await accountsWith(email)).toEqual([]);
  });
});

describe("names at sign-up", () => {
  it(`a name over ${maxNameLength} characters is refused and no account is made`, async () => {
    for (const name of ["x".repeat(100_000), "ب".repeat(maxNameLength + 1)]) {
      const email = freshEmail();
      const response = await signUp({ name, email });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("NAME_TOO_LONG");
      expect(await accountsWith(email)).toEqual([]);
    }
    expect((await signUp({ name: "ب".repeat(maxNameLength), email: freshEmail() })).status).toBe(200);
  });

  it("bidi overrides and zero-width characters are removed from the name; the Persian half-space stays", async () => {
    const response = await signUp({ name: "\u202Eعلی\u202C \u200Bمحمد\u200Cی\u2066\uFEFF", email: freshEmail() });
    expect(response.status).toBe(200);
    const { user: created } = await response.json();
    const rows = await server.database.db.select().from(user).where(eq(user.id, created.id));
    expect(rows[0]?.name).toBe("علی محمد\u200Cی");
    expect((await profileOf(created.id))?.fullName).toBe("علی محمد\u200Cی");
  });

  it("a name made only of invisible characters, or of more than one line, is refused", async () => {
    const blank = await signUp({ name: "\u200B\u202E ", email: freshEmail() });
    expect((await blank.json()).code).toBe("NAME_REQUIRED");
    const twoLines = await signUp({ name: "Sara\nAdmin", email: freshEmail() });
    expect(twoLines.status).toBe(400);
    expect((await twoLines.json()).code).toBe("NAME_INVALID");
  });
});

describe("control characters in Better Auth requests answer 400, never 500", () => {
  const refused = async (response: Response) => {
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("CONTROL_CHARACTERS");
  };

  it("a NUL in the name, e-mail or password at sign-up", async () => {
    await refused(await signUp({ name: "Sa\u0000ra", email: freshEmail() }));
    await refused(await signUp({ name: "Sara", email: `a\u0000${freshEmail()}` }));
    await refused(await signUp({ name: "Sara", email: freshEmail(), password: "secret\u0000123" }));
  });

  it("a NUL in the e-mail or password at sign-in", async () => {
    const account = await makeUser(server.app);
    const signIn = (body: unknown) => server.app.request("/api/auth/sign-in/email", jsonRequest(body));
    await refused(await signIn({ email: `${account.email}\u0000`, password: account.password }));
    await refused(await signIn({ email: account.email, password: `${account.password}\u0001` }));
  });

  it("a NUL in the reset token, in the body or the link's query; in its path the link is unknown", async () => {
    await refused(
      await server.app.request(
        "/api/auth/reset-password",
        jsonRequest({ token: "abc\u0000def", newPassword: "fresh123" }),
      ),
    );
    // The path keeps its percent-encoding, so the link is simply unknown: back to /auth with the expired-link error.
    const inPath = await server.app.request("/api/auth/reset-password/abc%00def?callbackURL=%2Fauth");
    expect(inPath.status).toBe(302);
    expect(inPath.headers.get("location")).toMatch(/\/auth\?error=INVALID_TOKEN$/);
    await refused(await server.app.request("/api/auth/reset-password/abcdef?callbackURL=%2Fauth%00"));
    await refused(await server.app.request("/api/auth/reset-password/abcdef?callbackURL=%2Fauth%00"));
    await refused(
      await server.app.request("/api/auth/request-password-reset", jsonRequest({ email: "a\u0000@example.com" })),
    );
  });

  it("a control character hidden in a nested value or a key of the body", async () => {
    const account = await makeUser(server.app);
    const change = (body: unknown) =>
      server.app.request(
        "/api/auth/change-password",
        asUser(account.cookie, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    await refused(await change({ currentPassword: account.password, newPassword: "fresh123", x: ["\u001b[31m"] }));
    await refused(await change({ currentPassword: account.password, newPassword: "fresh123", "k\u0000": 1 }));
  });

  it("a body nested 100,000 deep is answered as a client's mistake, not a 500", async () => {
    const deep = `{"email":"a@example.com","password":"x","n":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const response = await server.app.request("/api/auth/sign-in/email", jsonRequest(deep));
    expect(response.status).toBeLessThan(500);
  });

  it("newlines and tabs are ordinary text: a password with a tab signs up and signs in", async () => {
    const email = freshEmail();
    expect((await signUp({ name: "Tab", email, password: "tab\tpass" })).status).toBe(200);
    const signIn = await server.app.request("/api/auth/sign-in/email", jsonRequest({ email, password: "tab\tpass" }));
    expect(signIn.status).toBe(200);
  });
});
