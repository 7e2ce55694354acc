import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShopArea, type StaffRole, shopHeader, staffRoles } from "../../shared/staff";
import { mailOutbox, orderEvents, shopMembers } from "../db/schema";
import { openEventStream } from "../test/event-stream";
import { makeImage, makeProduct } from "../test/make-product";
import { asUser, makeUser, type TestAccount } from "../test/make-user";
import { openApiOperations, operationUrl, sampleOf } from "../test/openapi-operations";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A request as `account`, acting in the shop of `shopId` when given (the workspace switcher's header). */
function call(account: TestAccount, path: string, init: { method?: string; body?: unknown; shopId?: string } = {}) {
  const headers: Record<string, string> = init.shopId ? { [shopHeader]: init.shopId } : {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return server.app.request(
    path,
    asUser(account.cookie, {
      method: init.method ?? "GET",
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
  );
}

/** The owner invites `email` with `role`; the answer's link carries the token. */
async function invite(owner: TestAccount, email: string, role: StaffRole) {
  const response = await call(owner, "/api/staff/invitations", { method: "POST", body: { email, role } });
  expect(response.status, await response.clone().text()).toBe(201);
  const invitation = (await response.json()) as { id: string; url: string };
  return { ...invitation, token: invitation.url.split("/").pop() ?? "" };
}

/** An owner on a plan with room for staff, and a member of each role who accepted. */
async function shopWithStaff() {
  const owner = await makeUser(server.app, { name: "Sara Owner" });
  await subscribe(server.database.db, owner.id, "enterprise");
  const members = {} as Record<StaffRole, TestAccount>;
  for (const role of staffRoles) {
    const member = await makeUser(server.app, { name: `Staff ${role}` });
    const { token } = await invite(owner, member.email, role);
    const accepted = await call(member, `/api/staff-invitations/${token}/accept`, { method: "POST" });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    members[role] = member;
  }
  return { owner, members };
}

/**
 * DESIGN 35's table, written out: what each seller-side operation touches. A new seller route must be added here
 * (the test fails on one the document names that this table does not, and on one in the table that is gone).
 */
const expectedAreas: Record<string, ShopArea> = {
  listBots: "member",
  connectBot: "manager",
  identifyBot: "manager",
  disconnectBot: "manager",
  createOwnerLink: "member",
  listOwnerChats: "member",
  unlinkOwnerChat: "member",
  getOwnerSettings: "manager",
  saveOwnerSettings: "manager",
  getOrderInvoice: "orders",
  getShopSetup: "manager",
  dismissShopSetup: "manager",
  listTemplates: "catalog",
  createTemplate: "catalog",
  updateTemplate: "catalog",
  setTemplateActive: "catalog",
  deleteTemplate: "catalog",
  generateCaption: "manager",
  listChannels: "manager",
  linkChannel: "manager",
  unlinkChannel: "manager",
  listChannelPosts: "manager",
  createChannelPost: "manager",
  getChannelPost: "manager",
  updateChannelPost: "manager",
  cancelChannelPost: "manager",
  listDiscountCodes: "catalog",
  createDiscountCode: "catalog",
  updateDiscountCode: "catalog",
  deleteDiscountCode: "catalog",
  getReceiptSettings: "orders",
  setReceiptSettings: "owner",
  getPaymentGateway: "owner",
  setPaymentGateway: "owner",
  listBankCards: "owner",
  addBankCard: "owner",
  makeBankCardDefault: "owner",
  deleteBankCard: "owner",
  listShippingMethods: "member",
  createShippingMethod: "manager",
  updateShippingMethod: "manager",
  deleteShippingMethod: "manager",
  getShopOrigin: "member",
  saveShopOrigin: "manager",
  listWhatsappNumbers: "member",
  connectWhatsappNumber: "manager",
  setWhatsappAutoReply: "manager",
  disconnectWhatsappNumber: "manager",
  sendWhatsappTest: "manager",
  listWhatsappConversations: "orders",
  getWhatsappConversation: "orders",
  sendWhatsappReply: "orders",
  takeOverWhatsappConversation: "orders",
  releaseWhatsappConversation: "orders",
  listProducts: "member",
  createProduct: "catalog",
  updateProduct: "catalog",
  setProductAvailability: "catalog",
  deleteProduct: "catalog",
  uploadProductMedia: "catalog",
  removeProductMedia: "catalog",
  listOrders: "orders",
  createOrder: "orders",
  getOrderPayLink: "orders",
  createPaymentRequest: "orders",
  changeOrderStatus: "orders",
  changeOrderTracking: "orders",
  getOrderHistory: "orders",
  attachOrderReceipt: "orders",
  getOrderReceipt: "orders",
  decideOrderReceipt: "orders",
  listShopSales: "manager",
  streamEvents: "member",
  listStaff: "owner",
  inviteStaff: "owner",
  withdrawStaffInvitation: "owner",
  changeStaffRole: "owner",
  removeStaff: "owner",
  listShopActivity: "owner",
};

/** Issue 37's roles, written out apart from the code that checks them: which staff roles each area lets in. */
const staffLetIn: Record<ShopArea, readonly StaffRole[]> = {
  member: ["manager", "orders", "catalog"],
  orders: ["manager", "orders"],
  catalog: ["manager", "catalog"],
  manager: ["manager"],
  owner: [],
};

describe("staff roles on every seller route (DESIGN 35)", () => {
  it("ISSUE37-ROLES every seller-side operation declares the area of the table, and each role is let in or refused by it", async () => {
    const operations = await openApiOperations(server.app);
    const document = (await (await server.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId: string; "x-shop-area"?: ShopArea }>>;
    };
    const declared = new Map<string, ShopArea>();
    for (const byMethod of Object.values(document.paths)) {
      for (const operation of Object.values(byMethod)) {
        if (operation["x-shop-area"]) declared.set(operation.operationId, operation["x-shop-area"]);
      }
    }
    // Routes of issue 37's inbox, being added beside this table, declare their own area: each is checked below too.
    const extra = [...declared.keys()].filter((id) => !(id in expectedAreas));
    for (const id of extra) expect(declared.get(id), id).toBe("orders");
    for (const [id, area] of Object.entries(expectedAreas)) expect(declared.get(id), id).toBe(area);

    const { owner, members } = await shopWithStaff();
    const stranger = await makeUser(server.app);
    const rows: string[] = [];
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, described] of Object.entries(byMethod)) {
        const area = described["x-shop-area"];
        if (!area) continue;
        const operation = operations.find((one) => one.path === path && one.method === method.toUpperCase());
        if (!operation) throw new Error(`no operation ${method} ${path}`);
        // Ids that exist nowhere: a let-in request reaches the route's own 404 or 400, never the role's 403.
        const url = operationUrl(operation, () => crypto.randomUUID());
        const schema = operation.requestBody?.content["application/json"]?.schema;
        const body = schema ? sampleOf(schema, operation.resolve) : undefined;
        for (const role of staffRoles) {
          if (method === "get" && path === "/events") continue;
          const response = await call(members[role], url, { method: method.toUpperCase(), body, shopId: owner.id });
          const answer = response.status === 403 ? ((await response.json()) as { code: string }).code : "";
          const refused = answer === "shop_role_forbidden";
          rows.push(`${described.operationId} ${role} ${refused ? "refused" : "let in"}`);
          expect(refused, `${described.operationId} as ${role} (${response.status} ${answer})`).toBe(
            !staffLetIn[area].includes(role),
          );
        }
        if (method === "get" && path === "/events") continue;
        const outsider = await call(stranger, url, { method: method.toUpperCase(), body, shopId: owner.id });
        expect(outsider.status, `${described.operationId} as a stranger`).toBe(403);
        expect(((await outsider.json()) as { code: string }).code).toBe("not_shop_member");
      }
    }
    expect(rows.length).toBeGreaterThan(200);
  }, 120_000);
});

/** A manual order of the owner's product, as the orders tab records one. */
async function manualOrder(account: TestAccount, shopId: string, variantId: string, payment_method = "card_to_card") {
  const response = await call(account, "/api/orders", {
    method: "POST",
    shopId,
    body: {
      items: [{ variant_id: variantId, quantity: 1 }],
      buyer_name: "Reza",
      buyer_phone: "09121234567",
      payment_method,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; number: number };
}

describe("invitations (DESIGN 35)", () => {
  it("ISSUE37-STAFF an invitation is e-mailed, accepted once by the invited address, and the shop appears in the member's switcher", async () => {
    const owner = await makeUser(server.app, { name: "Sara Owner" });
    await subscribe(server.database.db, owner.id, "basic");
    const member = await makeUser(server.app, { name: "Ali Staff" });
    const other = await makeUser(server.app);
    const invitation = await invite(owner, ` ${member.email.toUpperCase()} `, "orders");
    expect(invitation.url).toMatch(/\/invitations\/[A-Za-z0-9_-]{32}$/);

    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, member.email), eq(mailOutbox.kind, "staff-invitation")));
    expect(mail?.text).toContain(invitation.url);
    expect(mail?.subject).toContain("Sara Owner");

    const view = await server.app.request(`/api/staff-invitations/${invitation.token}`);
    expect(await view.json()).toEqual({
      shop_name: "Sara Owner",
      inviter_name: "Sara Owner",
      email: member.email,
      role: "orders",
      state: "open",
    });
    // Another account cannot take it, even with the link forwarded.
    const wrong = await call(other, `/api/staff-invitations/${invitation.token}/accept`, { method: "POST" });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { code: string }).code).toBe("invitation_other_account");

    const [first, second] = await Promise.all([
      call(member, `/api/staff-invitations/${invitation.token}/accept`, { method: "POST" }),
      call(member, `/api/staff-invitations/${invitation.token}/accept`, { method: "POST" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const members = await server.database.db.select().from(shopMembers).where(eq(shopMembers.shopId, owner.id));
    expect(members.map((row) => [row.userId, row.role])).toEqual([[member.id, "orders"]]);
    expect(
      ((await (await server.app.request(`/api/staff-invitations/${invitation.token}`)).json()) as { state: string })
        .state,
    ).toBe("accepted");

    const shops = (await (await call(member, "/api/work-shops")).json()) as { items: unknown[] };
    expect(shops.items).toEqual([
      { shop_id: member.id, name: "Ali Staff", role: "owner" },
      { shop_id: owner.id, name: "Sara Owner", role: "orders" },
    ]);
    const staff = (await (await call(owner, "/api/staff")).json()) as {
      members: { email: string }[];
      used: number;
      allowance: number;
    };
    expect(staff).toMatchObject({ used: 1, allowance: 1, invitations: [] });
    expect(staff.members.map((row) => row.email)).toEqual([member.email]);
  });

  it("ISSUE37-STAFF the plan's staff allowance counts members and open invitations (free 0, Eco 1, Pro 3) and is enforced", async () => {
    const owner = await makeUser(server.app);
    const free = await call(owner, "/api/staff/invitations", {
      method: "POST",
      body: { email: "a@example.com", role: "orders" },
    });
    expect(free.status).toBe(403);
    expect(await free.json()).toMatchObject({
      code: "plan_limit_reached",
      params: { current: "free", limit: 0, plan: "eco" },
    });

    await subscribe(server.database.db, owner.id, "premium");
    for (const name of ["a", "b", "c"]) await invite(owner, `${name}@example.com`, "catalog");
    // Inviting an address again replaces its invitation: it takes no second place.
    await invite(owner, "a@example.com", "manager");
    const fourth = await call(owner, "/api/staff/invitations", {
      method: "POST",
      body: { email: "d@example.com", role: "orders" },
    });
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({
      code: "plan_limit_reached",
      params: { current: "pro", limit: 3, plan: "ultra" },
    });
    const list = (await (await call(owner, "/api/staff")).json()) as {
      invitations: { id: string; email: string; role: string }[];
    };
    expect(list.invitations.map((row) => [row.email, row.role])).toEqual([
      ["b@example.com", "catalog"],
      ["c@example.com", "catalog"],
      ["a@example.com", "manager"],
    ]);
    // Withdrawing one frees its place.
    const withdrawn = await call(owner, `/api/staff/invitations/${list.invitations[0]?.id}`, { method: "DELETE" });
    expect(withdrawn.status).toBe(204);
    await invite(owner, "d@example.com", "orders");
  });

  it("ISSUE37-STAFF bad input is refused and changes nothing: own address, an account already staff, another shop's ids, malformed tokens", async () => {
    const { owner, members } = await shopWithStaff();
    const self = await call(owner, "/api/staff/invitations", {
      method: "POST",
      body: { email: owner.email, role: "orders" },
    });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({
      code: "validation_failed",
      issues: [{ path: "email", message: "inviteSelf" }],
    });
    const again = await call(owner, "/api/staff/invitations", {
      method: "POST",
      body: { email: members.orders.email, role: "catalog" },
    });
    expect(again.status).toBe(409);
    const notEmail = await call(owner, "/api/staff/invitations", {
      method: "POST",
      body: { email: "nope", role: "orders" },
    });
    expect(notEmail.status).toBe(400);
    const badRole = await call(owner, "/api/staff/invitations", {
      method: "POST",
      body: { email: "x@example.com", role: "owner" },
    });
    expect(badRole.status).toBe(400);

    const otherOwner = await makeUser(server.app);
    await subscribe(server.database.db, otherOwner.id, "enterprise");
    const theirs = await invite(otherOwner, "someone@example.com", "orders");
    expect((await call(owner, `/api/staff/invitations/${theirs.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(otherOwner, `/api/staff/members/${members.orders.id}`, { method: "DELETE" })).status).toBe(404);
    expect(
      (await call(otherOwner, `/api/staff/members/${members.orders.id}`, { method: "PUT", body: { role: "manager" } }))
        .status,
    ).toBe(404);
    expect((await server.app.request("/api/staff-invitations/short")).status).toBe(400);
    expect((await server.app.request(`/api/staff-invitations/${"A".repeat(32)}`)).status).toBe(404);
    // A manager runs the shop but not its staff.
    const byManager = await call(members.manager, "/api/staff", { shopId: owner.id });
    expect(byManager.status).toBe(403);
    const roles = await server.database.db.select().from(shopMembers).where(eq(shopMembers.shopId, owner.id));
    expect(roles.map((row) => row.role).sort()).toEqual(["catalog", "manager", "orders"]);
  });
});

describe("staff at work (DESIGN 35)", () => {
  it("ISSUE37-STAFF a member with the orders role approves a receipt; the order's history names who did each change", async () => {
    const { owner, members } = await shopWithStaff();
    const product = await makeProduct(server.app, owner);
    const variantId = product.variants[0]?.id ?? "";
    const order = await manualOrder(members.orders, owner.id, variantId);
    const receipt = new FormData();
    receipt.set("file", new File([(await makeImage("png")) as BlobPart], "receipt.png", { type: "image/png" }));
    const attached = await server.app.request(
      `/api/orders/${order.id}/receipt`,
      asUser(owner.cookie, { method: "POST", body: receipt }),
    );
    expect(attached.status, await attached.clone().text()).toBe(200);
    const approved = await call(members.orders, `/api/orders/${order.id}/receipt/decision`, {
      method: "POST",
      shopId: owner.id,
      body: { decision: "approve" },
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await approved.json()).toMatchObject({ payment_status: "paid", order_status: "confirmed" });

    const history = (await (await call(owner, `/api/orders/${order.id}/history`)).json()) as {
      items: { kind: string; actor: string; actor_name: string | null }[];
    };
    expect(history.items.map((event) => [event.kind, event.actor_name])).toEqual([
      ["created", "Staff orders"],
      ["receipt", "Sara Owner"],
      ["payment", "Staff orders"],
      ["status", "Staff orders"],
    ]);
    // The member's own shop knows nothing of it; the owner's list has it.
    const own = (await (await call(members.orders, "/api/orders")).json()) as { items: unknown[] };
    expect(own.items).toEqual([]);
    // The catalog member may not read orders, and the orders member may not change products.
    expect((await call(members.catalog, "/api/orders", { shopId: owner.id })).status).toBe(403);
    const edit = await call(members.orders, `/api/products/${product.id}`, {
      method: "PATCH",
      shopId: owner.id,
      body: { is_available: false },
    });
    expect(edit.status).toBe(403);
    // A decision made twice is refused the second time: a refusal is no change, and the activity keeps none.
    const twice = await call(members.orders, `/api/orders/${order.id}/receipt/decision`, {
      method: "POST",
      shopId: owner.id,
      body: { decision: "approve" },
    });
    expect(twice.status).toBe(409);

    // ISSUE37-AUDIT the owner's activity page names who made each change, newest first.
    const activity = (await (await call(owner, "/api/staff/activity")).json()) as {
      items: { action: string; actor_name: string | null; subject_id: string | null }[];
    };
    expect(activity.items.map((item) => [item.action, item.actor_name, item.subject_id])).toEqual([
      ["decideOrderReceipt", "Staff orders", order.id],
      ["attachOrderReceipt", "Sara Owner", order.id],
      ["createOrder", "Staff orders", null],
      ["createProduct", "Sara Owner", null],
      ...staffRoles.map(() => ["inviteStaff", "Sara Owner", null]).reverse(),
    ]);
    // The member's own shop kept nothing of it, and a member cannot read the owner's.
    expect(((await (await call(members.orders, "/api/staff/activity")).json()) as { items: unknown[] }).items).toEqual(
      [],
    );
    expect((await call(members.manager, "/api/staff/activity", { shopId: owner.id })).status).toBe(403);
  });

  it("ISSUE37-STAFF removing a member ends their access at once: the next request is refused and their open stream is told", async () => {
    const { owner, members } = await shopWithStaff();
    const product = await makeProduct(server.app, owner);
    const stream = await openEventStream(server.app, members.orders.cookie, { [shopHeader]: owner.id });
    await stream.next("ready");
    await manualOrder(owner, owner.id, product.variants[0]?.id ?? "");
    expect((await stream.next("order")).data).toMatchObject({ kind: "created" });
    // The catalog member's stream carries no orders.
    const catalogStream = await openEventStream(server.app, members.catalog.cookie, { [shopHeader]: owner.id });
    await catalogStream.next("ready");

    expect((await call(owner, `/api/staff/members/${members.orders.id}`, { method: "DELETE" })).status).toBe(204);
    await stream.next("shop-left");
    await stream.ended;
    const after = await call(members.orders, "/api/orders", { shopId: owner.id });
    expect(after.status).toBe(403);
    expect(((await after.json()) as { code: string }).code).toBe("not_shop_member");
    const shops = (await (await call(members.orders, "/api/work-shops")).json()) as { items: { shop_id: string }[] };
    expect(shops.items.map((shop) => shop.shop_id)).toEqual([members.orders.id]);

    await manualOrder(owner, owner.id, product.variants[0]?.id ?? "");
    // A role change reaches an open stream too: the catalog member made orders staff reads orders from now on.
    expect(
      (await call(owner, `/api/staff/members/${members.catalog.id}`, { method: "PUT", body: { role: "orders" } }))
        .status,
    ).toBe(204);
    await server.events.settled();
    const third = await manualOrder(owner, owner.id, product.variants[0]?.id ?? "");
    expect((await catalogStream.next("order")).data).toMatchObject({ order_id: third.id });
    await catalogStream.close();
    const events = await server.database.db.select().from(orderEvents).where(eq(orderEvents.sellerId, owner.id));
    expect(events.every((event) => event.actorUserId === owner.id)).toBe(true);
  });
});
