import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MessageTemplate, type MessageTemplateList, templatesPerSeller } from "../../shared/templates";
import { messageTemplates } from "../db/schema";
import { databaseSnapshot } from "../test/database-snapshot";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { createTemplate } from "./service";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const welcome = { template_type: "welcome", template_name: "Welcome", content: "Hello {product_name}, *hi*" };

async function list(account: TestAccount): Promise<MessageTemplate[]> {
  const response = await server.app.request("/api/templates", asUser(account.cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as MessageTemplateList).items;
}

async function create(account: TestAccount, body: unknown = welcome): Promise<MessageTemplate> {
  const response = await sendJsonAs(server.app, account, "/api/templates", body);
  expect(response.status).toBe(201);
  return (await response.json()) as MessageTemplate;
}

const remove = (account: TestAccount, id: string) =>
  server.app.request(`/api/templates/${id}`, asUser(account.cookie, { method: "DELETE" }));

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { code: string }).code).toBe(code);
}

describe("a seller's templates", () => {
  it("TPL-01 are listed newest first, each with its type, name, content, state and date", async () => {
    const seller = await makeUser(server.app);
    const ctx = { db: server.database.db };
    const values = { template_type: "discount", content: "10% off", discount_code_id: null, is_active: true } as const;
    for (const [name, at] of [
      ["older", "2026-01-01T10:00:00Z"],
      ["newest", "2026-03-01T10:00:00Z"],
      ["middle", "2026-02-01T10:00:00Z"],
    ] as const) {
      await createTemplate(ctx, { userId: seller.id, values: { ...values, template_name: name }, now: new Date(at) });
    }
    const items = await list(seller);
    expect(items.map((item) => item.template_name)).toEqual(["newest", "middle", "older"]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      template_type: "discount",
      template_name: "newest",
      content: "10% off",
      discount_code_id: null,
      is_active: true,
      created_at: "2026-03-01T10:00:00.000Z",
    });
  });

  it("TPL-03 TPL-06 a new template is stored active with its variables and markdown as written", async () => {
    const seller = await makeUser(server.app);
    const content = "*{product_name}* _now_ {price} — order {order_id}\nsecond line {unknown}";
    const created = await create(seller, { template_type: "product_info", template_name: " Product card ", content });
    expect(created).toMatchObject({
      template_type: "product_info",
      template_name: "Product card",
      content,
      is_active: true,
    });
    expect(await list(seller)).toEqual([created]);
  });

  it("TPL-03 an edit changes type, name and content and keeps the active state when not sent", async () => {
    const seller = await makeUser(server.app);
    const created = await create(seller, { ...welcome, is_active: false });
    const response = await sendJsonAs(
      server.app,
      seller,
      `/api/templates/${created.id}`,
      { template_type: "support", template_name: "Help", content: "We are here" },
      "PUT",
    );
    expect(response.status).toBe(200);
    const saved = (await response.json()) as MessageTemplate;
    expect(saved).toEqual({
      ...created,
      template_type: "support",
      template_name: "Help",
      content: "We are here",
      is_active: false,
    });
    expect(await list(seller)).toEqual([saved]);
  });

  it("TPL-07 the active toggle turns a template off and on, and the change persists", async () => {
    const seller = await makeUser(server.app);
    const created = await create(seller);
    const toggle = (isActive: boolean) =>
      sendJsonAs(server.app, seller, `/api/templates/${created.id}/active`, { is_active: isActive }, "PATCH");
    const off = await toggle(false);
    expect(off.status).toBe(200);
    expect(((await off.json()) as MessageTemplate).is_active).toBe(false);
    expect((await list(seller))[0]?.is_active).toBe(false);
    expect((await toggle(true)).status).toBe(200);
    expect((await list(seller))[0]?.is_active).toBe(true);
  });

  it("TPL-08 delete removes the template; a second delete answers 404", async () => {
    const seller = await makeUser(server.app);
    const kept = await create(seller, { ...welcome, template_name: "kept" });
    const gone = await create(seller, { ...welcome, template_name: "gone" });
    expect((await remove(seller, gone.id)).status).toBe(204);
    expect(await list(seller)).toEqual([kept]);
    const rows = await server.database.db.select().from(messageTemplates).where(eq(messageTemplates.id, gone.id));
    expect(rows).toEqual([]);
    await expectRefused(await remove(seller, gone.id), 404, "not_found");
  });
});

describe("a discount template names a code (issue 36)", () => {
  async function discountCode(account: TestAccount, code: string): Promise<string> {
    const response = await sendJsonAs(server.app, account, "/api/discount-codes", { code, kind: "percent", value: 10 });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  const offer = { template_type: "discount", template_name: "Yalda", content: "Use {code} for 10% off" };

  it("ISSUE36-CODE a discount template keeps the seller's code `{code}` stands for, and loses it with the code", async () => {
    const seller = await makeUser(server.app);
    const codeId = await discountCode(seller, "YALDA20");
    const created = await create(seller, { ...offer, discount_code_id: codeId });
    expect(created).toMatchObject({ template_type: "discount", discount_code_id: codeId });
    // Switched to another type, the template names no code.
    const edited = await sendJsonAs(
      server.app,
      seller,
      `/api/templates/${created.id}`,
      { ...offer, template_type: "custom", discount_code_id: codeId },
      "PUT",
    );
    expect(((await edited.json()) as MessageTemplate).discount_code_id).toBeNull();
    const again = await sendJsonAs(
      server.app,
      seller,
      `/api/templates/${created.id}`,
      { ...offer, discount_code_id: codeId },
      "PUT",
    );
    expect(((await again.json()) as MessageTemplate).discount_code_id).toBe(codeId);
    const deleted = await server.app.request(
      `/api/discount-codes/${codeId}`,
      asUser(seller.cookie, { method: "DELETE" }),
    );
    expect(deleted.status).toBe(204);
    expect((await list(seller))[0]).toMatchObject({ id: created.id, discount_code_id: null });
  });

  it("ISSUE36-CODE another seller's code answers 404, on create and on edit, and nothing changes", async () => {
    const seller = await makeUser(server.app);
    const other = await makeUser(server.app);
    const theirs = await discountCode(other, "THEIRS");
    const created = await create(seller, offer);
    const before = await databaseSnapshot(server.database.db);
    const body = { ...offer, discount_code_id: theirs };
    await expectRefused(await sendJsonAs(server.app, seller, "/api/templates", body), 404, "not_found");
    await expectRefused(
      await sendJsonAs(server.app, seller, `/api/templates/${created.id}`, body, "PUT"),
      404,
      "not_found",
    );
    await expectRefused(
      await sendJsonAs(server.app, seller, "/api/templates", { ...offer, discount_code_id: "YALDA20" }),
      400,
      "validation_failed",
    );
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });
});

describe("refusals", () => {
  it("TPL-04 a template without a name or content is refused with 400 and nothing is stored", async () => {
    const seller = await makeUser(server.app);
    const before = await databaseSnapshot(server.database.db);
    for (const body of [
      { ...welcome, template_name: "" },
      { ...welcome, template_name: "   " },
      { ...welcome, content: "" },
      { ...welcome, content: " \n " },
      { template_type: "welcome" },
    ]) {
      const response = await sendJsonAs(server.app, seller, "/api/templates", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("validation_failed");
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("TPL-04 an edit that empties the name or content is refused and the template stays as it was", async () => {
    const seller = await makeUser(server.app);
    const created = await create(seller);
    for (const body of [
      { ...welcome, template_name: "" },
      { ...welcome, content: "" },
    ]) {
      const response = await sendJsonAs(server.app, seller, `/api/templates/${created.id}`, body, "PUT");
      await expectRefused(response, 400, "validation_failed");
    }
    expect(await list(seller)).toEqual([created]);
  });

  it("TPL-05 a type outside the six of 001 §9 is refused, on create and on edit", async () => {
    const seller = await makeUser(server.app);
    const created = await create(seller);
    const before = await databaseSnapshot(server.database.db);
    for (const template_type of ["newsletter", "WELCOME", "", 3]) {
      const body = { ...welcome, template_type };
      await expectRefused(await sendJsonAs(server.app, seller, "/api/templates", body), 400, "validation_failed");
      const edit = await sendJsonAs(server.app, seller, `/api/templates/${created.id}`, body, "PUT");
      await expectRefused(edit, 400, "validation_failed");
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("refuses a name over 100 characters, content over 4096, control characters and a toggle without a boolean", async () => {
    const seller = await makeUser(server.app);
    const created = await create(seller);
    const before = await databaseSnapshot(server.database.db);
    for (const body of [
      { ...welcome, template_name: "a".repeat(101) },
      { ...welcome, template_name: "two\nlines" },
      { ...welcome, content: "b".repeat(4097) },
      { ...welcome, content: "nul\u0000byte" },
      { ...welcome, is_active: "yes" },
    ]) {
      await expectRefused(await sendJsonAs(server.app, seller, "/api/templates", body), 400, "validation_failed");
    }
    for (const body of [{}, { is_active: "false" }, { is_active: null }]) {
      const response = await sendJsonAs(server.app, seller, `/api/templates/${created.id}/active`, body, "PATCH");
      await expectRefused(response, 400, "validation_failed");
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("a visitor can neither read nor change templates", async () => {
    expect((await server.app.request("/api/templates")).status).toBe(401);
    const response = await server.app.request("/api/templates", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(welcome),
    });
    expect(response.status).toBe(401);
  });
});

describe("ownership", () => {
  it("TPL-13 a seller sees only their own templates and another's id answers 404 to edit, toggle and delete", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    const created = await create(owner);
    await create(other, { ...welcome, template_name: "other's" });
    expect((await list(other)).map((item) => item.template_name)).toEqual(["other's"]);
    const before = await databaseSnapshot(server.database.db);
    const path = `/api/templates/${created.id}`;
    await expectRefused(await sendJsonAs(server.app, other, path, welcome, "PUT"), 404, "not_found");
    await expectRefused(
      await sendJsonAs(server.app, other, `${path}/active`, { is_active: false }, "PATCH"),
      404,
      "not_found",
    );
    await expectRefused(await remove(other, created.id), 404, "not_found");
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(await list(owner)).toEqual([created]);
  });

  it("TPL-13 an id that names no template answers 404 like another seller's", async () => {
    const seller = await makeUser(server.app);
    const missing = crypto.randomUUID();
    await expectRefused(
      await sendJsonAs(server.app, seller, `/api/templates/${missing}`, welcome, "PUT"),
      404,
      "not_found",
    );
    await expectRefused(await remove(seller, missing), 404, "not_found");
  });

  it(`a seller with ${templatesPerSeller} templates is refused the next with template_limit_reached, and nothing changes (issue 34)`, async () => {
    const seller = await makeUser(server.app);
    const now = new Date();
    await server.database.db.insert(messageTemplates).values(
      Array.from({ length: templatesPerSeller }, (_, index) => ({
        id: crypto.randomUUID(),
        userId: seller.id,
        templateType: "welcome" as const,
        templateName: `Welcome ${index}`,
        content: "Hello",
        createdAt: now,
        updatedAt: now,
      })),
    );
    const response = await sendJsonAs(server.app, seller, "/api/templates", { ...welcome, template_name: "One more" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: "template_limit_reached",
      params: { limit: templatesPerSeller },
    });
    const stored = await list(seller);
    expect(stored).toHaveLength(templatesPerSeller);
    expect(stored.map((template) => template.template_name)).not.toContain("One more");
  });
});
