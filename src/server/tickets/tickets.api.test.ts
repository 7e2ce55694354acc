import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ticket } from "../../shared/tickets";
import { mailOutbox, tickets } from "../db/schema";
import { databaseSnapshot } from "../test/database-snapshot";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

const adminEmail = "support-desk@example.com";
let server: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await makeUser(server.app, { email: adminEmail });
});
afterAll(() => server.close());

type Thread = { ticket: Ticket; replies: { from_support: boolean; body: string }[] };
type TicketList = {
  items: Ticket[];
  counters: { open: number; in_progress: number; closed: number; average_first_response_minutes: number | null };
};

async function expectJson<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
const open = (account: TestAccount, body: unknown) => sendJsonAs(server.app, account, "/api/tickets", body);
const list = async (account: TestAccount, query = "") =>
  expectJson<TicketList>(await server.app.request(`/api/tickets${query}`, asUser(account.cookie)));

describe("a user's tickets (001 §2, §3, §5; DESIGN d7)", () => {
  it("STAT-16 STAT-17 STAT-18 STAT-19 a ticket is opened with its real number, medium by default, open, and counted", async () => {
    const user = await makeUser(server.app);
    const first = await expectJson<Ticket>(
      await open(user, { title: "Payment not shown", description: "I paid twice." }),
      201,
    );
    expect(first).toMatchObject({
      title: "Payment not shown",
      status: "open",
      priority: "medium",
      last_reply_at: null,
    });
    expect(first.number).toBeGreaterThanOrEqual(1001);
    const second = await expectJson<Ticket>(
      await open(user, { title: "Bot silent", description: "My bot does not answer.", priority: "high" }),
      201,
    );
    expect(second.number).toBe(first.number + 1);
    const mine = await list(user);
    expect(mine.items.map((ticket) => ticket.id)).toEqual([second.id, first.id]);
    expect(mine.counters).toEqual({ open: 2, in_progress: 0, closed: 0, average_first_response_minutes: null });
  });

  it("STAT-16 a ticket needs a title and a description; a bad priority is refused; nothing is stored", async () => {
    const user = await makeUser(server.app);
    const before = await databaseSnapshot(server.database.db);
    for (const body of [
      { title: "", description: "x" },
      { title: "x", description: "   " },
      { title: "x", description: "y", priority: "urgent" },
      { description: "y" },
    ]) {
      expect((await open(user, body)).status).toBe(400);
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("STAT-15 STAT-21 STAT-42 STAT-43 search is a case-insensitive match on the title (or the number); the status filter 'all' filters nothing", async () => {
    const user = await makeUser(server.app);
    const shipping = await expectJson<Ticket>(await open(user, { title: "Shipping to Tabriz", description: "?" }), 201);
    await expectJson<Ticket>(await open(user, { title: "Invoice", description: "?" }), 201);
    expect((await list(user, "?q=tabriz")).items.map((t) => t.id)).toEqual([shipping.id]);
    expect((await list(user, `?q=${shipping.number}`)).items.map((t) => t.id)).toEqual([shipping.id]);
    expect((await list(user, "?q=nothing-like-this")).items).toEqual([]);
    expect((await list(user, "?status=all")).items).toHaveLength(2);
    expect((await list(user, "?status=closed")).items).toEqual([]);
    expect((await server.app.request("/api/tickets?status=done", asUser(user.cookie))).status).toBe(400);
  });

  it("STAT-20 support answers in the admin's inbox: the ticket moves to in progress, the user reads the answer, the average response is measured", async () => {
    const user = await makeUser(server.app);
    const ticket = await expectJson<Ticket>(await open(user, { title: "Refund?", description: "Wrong plan." }), 201);
    // Opened an hour ago, so the first answer took an hour.
    await server.database.db
      .update(tickets)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(tickets.id, ticket.id));
    const inbox = await expectJson<{ items: { id: string; user: { email: string } }[] }>(
      await server.app.request("/api/admin/inbox/tickets", asUser(admin.cookie)),
    );
    expect(inbox.items.find((item) => item.id === ticket.id)?.user.email).toBe(user.email);
    const answered = await expectJson<Thread>(
      await sendJsonAs(server.app, admin, `/api/admin/inbox/tickets/${ticket.id}/replies`, { body: "Refunded today." }),
    );
    expect(answered.ticket.status).toBe("in_progress");
    // The owner is told by e-mail, with the answer and a link to the thread.
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "ticket-reply"));
    expect(mail).toMatchObject({ to: user.email, userId: user.id });
    // In the user's language (Persian by default), so in Persian digits.
    expect(mail?.subject).toContain(`#${new Intl.NumberFormat("fa-IR", { useGrouping: false }).format(ticket.number)}`);
    expect(mail?.text).toContain("Refunded today.");
    expect(mail?.text).toContain(`/tickets?ticket=${ticket.id}`);
    const seen = await expectJson<Thread>(await server.app.request(`/api/tickets/${ticket.id}`, asUser(user.cookie)));
    expect(seen.replies).toEqual([expect.objectContaining({ from_support: true, body: "Refunded today." })]);
    expect(seen.ticket.last_reply_at).not.toBeNull();
    const counters = (await list(user)).counters;
    expect(counters.in_progress).toBe(1);
    expect(counters.average_first_response_minutes).toBe(60);

    const closed = await expectJson<Thread>(
      await sendJsonAs(server.app, admin, `/api/admin/inbox/tickets/${ticket.id}/status`, { status: "closed" }, "PUT"),
    );
    expect(closed.ticket.status).toBe("closed");
    // The user writes again: the ticket opens again, and the thread has both sides in order.
    const reopened = await expectJson<Thread>(
      await sendJsonAs(server.app, user, `/api/tickets/${ticket.id}/replies`, { body: "Thanks, one more thing." }),
    );
    expect(reopened.ticket.status).toBe("open");
    expect(reopened.replies.map((reply) => reply.from_support)).toEqual([true, false]);
  });

  it("another user's ticket answers 404 to read or write, and changes nothing", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    const ticket = await expectJson<Ticket>(await open(owner, { title: "Private", description: "Mine." }), 201);
    const before = await databaseSnapshot(server.database.db);
    expect((await server.app.request(`/api/tickets/${ticket.id}`, asUser(other.cookie))).status).toBe(404);
    expect((await sendJsonAs(server.app, other, `/api/tickets/${ticket.id}/replies`, { body: "hi" })).status).toBe(404);
    expect((await list(other)).items).toEqual([]);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("a user opening ticket after ticket is told to wait after the fifth in ten minutes; the refused one is not stored", async () => {
    const user = await makeUser(server.app);
    for (let index = 1; index <= 5; index++) {
      expect((await open(user, { title: `Question ${index}`, description: "?" })).status).toBe(201);
    }
    const refused = await open(user, { title: "Question 6", description: "?" });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("rate_limited");
    expect((await list(user)).items).toHaveLength(5);
  });
});
