import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ShippingMethod,
  type ShippingMethodInput,
  type ShippingMethodList,
  type ShopOriginAnswer,
  shippingLimits,
} from "../../shared/shipping";
import { databaseSnapshot } from "../test/database-snapshot";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { buyerShippingOption, methodsForBuyer } from "./service";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const path = "/api/shipping-methods";
const pishtaz: ShippingMethodInput = { preset: "post_pishtaz", name: "پست پیشتاز", cost: 45_000 };

async function list(account: TestAccount): Promise<ShippingMethod[]> {
  const response = await server.app.request(path, asUser(account.cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as ShippingMethodList).items;
}

async function add(account: TestAccount, body: ShippingMethodInput): Promise<ShippingMethod> {
  const response = await sendJsonAs(server.app, account, path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ShippingMethod;
}

const update = (account: TestAccount, id: string, body: unknown) =>
  sendJsonAs(server.app, account, `${path}/${id}`, body, "PUT");
const remove = (account: TestAccount, id: string) =>
  server.app.request(`${path}/${id}`, asUser(account.cookie, { method: "DELETE" }));
const readOrigin = async (account: TestAccount) =>
  (await (await server.app.request(`${path}/origin`, asUser(account.cookie))).json()) as ShopOriginAnswer;
const saveOrigin = (account: TestAccount, body: unknown) =>
  sendJsonAs(server.app, account, `${path}/origin`, body, "PUT");

async function issuesOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; issues: { path: string; message: string }[] };
  expect(body.code).toBe("validation_failed");
  return body.issues.map((issue) => `${issue.path}:${issue.message}`);
}

describe("a shop's shipping methods (issue 36, DESIGN 31)", () => {
  it("ISSUE36-SHIP adds methods last in the list, with their cost rule, provinces and delivery text", async () => {
    const seller = await makeUser(server.app);
    expect(await list(seller)).toEqual([]);
    const post = await add(seller, pishtaz);
    const tipax = await add(seller, {
      preset: "tipax",
      name: "  تیپاکس  ",
      cost: 120_000,
      free_above: 3_000_000,
      own_province_cost: 60_000,
      provinces: ["tehran", "alborz", "tehran"],
      delivery_text: "۲ تا ۳ روز کاری",
      is_active: false,
    });
    expect(post).toEqual({
      id: expect.any(String),
      preset: "post_pishtaz",
      name: "پست پیشتاز",
      cost: 45_000,
      free_above: null,
      own_province_cost: null,
      provinces: [],
      delivery_text: "",
      is_active: true,
      position: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(tipax).toMatchObject({
      name: "تیپاکس",
      free_above: 3_000_000,
      own_province_cost: 60_000,
      provinces: ["tehran", "alborz"],
      delivery_text: "۲ تا ۳ روز کاری",
      is_active: false,
      position: 1,
    });
    expect(await list(seller)).toEqual([post, tipax]);
  });

  it("ISSUE36-SHIP a PUT replaces the method, and keeps its switch unless it names one", async () => {
    const seller = await makeUser(server.app);
    const method = await add(seller, { ...pishtaz, free_above: 2_000_000, provinces: ["fars"] });
    const replaced = await update(seller, method.id, { preset: "courier", name: "پیک شیراز", cost: 30_000 });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      id: method.id,
      preset: "courier",
      name: "پیک شیراز",
      cost: 30_000,
      free_above: null,
      provinces: [],
      is_active: true,
      position: method.position,
    });
    const off = await update(seller, method.id, { ...pishtaz, is_active: false });
    expect(await off.json()).toMatchObject({ name: "پست پیشتاز", is_active: false });
    const stillOff = await update(seller, method.id, pishtaz);
    expect(await stillOff.json()).toMatchObject({ is_active: false });
  });

  it("ISSUE36-SHIP deletes a method, and a second delete finds nothing", async () => {
    const seller = await makeUser(server.app);
    const kept = await add(seller, pishtaz);
    const gone = await add(seller, { preset: "pickup", name: "حضوری", cost: 0 });
    expect((await remove(seller, gone.id)).status).toBe(204);
    expect(await list(seller)).toEqual([kept]);
    expect((await remove(seller, gone.id)).status).toBe(404);
  });

  it("ISSUE36-SHIP another seller's method answers 404 to every verb and is left as it was", async () => {
    const owner = await makeUser(server.app);
    const stranger = await makeUser(server.app);
    const method = await add(owner, pishtaz);
    const before = await databaseSnapshot(server.database.db);
    const edit = await update(stranger, method.id, { ...pishtaz, name: "ربوده" });
    expect(edit.status).toBe(404);
    expect((await edit.json()).code).toBe("not_found");
    expect((await remove(stranger, method.id)).status).toBe(404);
    expect((await update(owner, crypto.randomUUID(), pishtaz)).status).toBe(404);
    expect(await list(stranger)).toEqual([]);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(await list(owner)).toEqual([method]);
  });

  it("ISSUE36-SHIP refuses each bad field with its translated key and changes nothing", async () => {
    const seller = await makeUser(server.app);
    const method = await add(seller, pishtaz);
    const cases: [Record<string, unknown>, string][] = [
      [{ preset: "camel" }, "preset:presetInvalid"],
      [{ name: "" }, "name:fillRequired"],
      [{ name: "\u202E\u200B" }, "name:fillRequired"],
      [{ name: "ن".repeat(shippingLimits.name + 1) }, "name:nameTooLong"],
      [{ name: "پست\nپیشتاز" }, "name:invalidCharacters"],
      [{ cost: -1 }, "cost:costRange"],
      [{ cost: shippingLimits.maxCost + 1 }, "cost:costRange"],
      [{ cost: 99.5 }, "cost:costInvalid"],
      [{ free_above: 0 }, "free_above:freeAboveRange"],
      [{ own_province_cost: -1 }, "own_province_cost:ownProvinceCostRange"],
      [{ provinces: ["tehran", "atlantis"] }, "provinces.1:provinceUnknown"],
      [{ delivery_text: "ر".repeat(shippingLimits.deliveryText + 1) }, "delivery_text:deliveryTextTooLong"],
      [{ delivery_text: "دو روز\u0000" }, "delivery_text:invalidCharacters"],
    ];
    const before = await databaseSnapshot(server.database.db);
    for (const [change, expected] of cases) {
      const body = { ...pishtaz, ...change };
      expect(await issuesOf(await sendJsonAs(server.app, seller, path, body)), expected).toEqual([expected]);
      expect(await issuesOf(await update(seller, method.id, body)), expected).toEqual([expected]);
    }
    expect(await issuesOf(await update(seller, "not-an-id", pishtaz))).toEqual([expect.stringMatching(/^id:/)]);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it(`ISSUE36-SHIP a shop holds at most ${shippingLimits.perShop} methods, even when more are added at once`, async () => {
    const seller = await makeUser(server.app);
    const other = await makeUser(server.app);
    const extra = 5;
    const answers = await Promise.all(
      Array.from({ length: shippingLimits.perShop + extra }, (_, index) =>
        sendJsonAs(server.app, seller, path, { ...pishtaz, name: `روش ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(shippingLimits.perShop);
    expect(statuses.filter((status) => status === 409)).toHaveLength(extra);
    const before = await databaseSnapshot(server.database.db);
    const refused = await sendJsonAs(server.app, seller, path, pishtaz);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "shipping_method_limit_reached",
      params: { limit: shippingLimits.perShop },
    });
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    const positions = (await list(seller)).map((method) => method.position);
    expect(positions).toEqual(Array.from({ length: shippingLimits.perShop }, (_, index) => index));
    // The cap is per shop: another seller still adds theirs.
    await add(other, pishtaz);
  });
});

describe("the place the shop sends its orders out of", () => {
  it("ISSUE36-SHIP is unset until saved, then the province and a city of it, written as the data file writes it", async () => {
    const seller = await makeUser(server.app);
    expect(await readOrigin(seller)).toEqual({ origin: null });
    const saved = await saveOrigin(seller, { province: "fars", city: "شيراز" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ origin: { province: "fars", city: "شیراز" } });
    expect((await saveOrigin(seller, { province: "tehran", city: "ری" })).status).toBe(200);
    expect(await readOrigin(seller)).toEqual({ origin: { province: "tehran", city: "ری" } });
    expect(await readOrigin(await makeUser(server.app))).toEqual({ origin: null });
  });

  it("ISSUE36-SHIP refuses a city that is not in the province, an unknown province and no city, changing nothing", async () => {
    const seller = await makeUser(server.app);
    await saveOrigin(seller, { province: "tehran", city: "تهران" });
    const before = await databaseSnapshot(server.database.db);
    expect(await issuesOf(await saveOrigin(seller, { province: "tehran", city: "شیراز" }))).toEqual([
      "city:cityNotInProvince",
    ]);
    expect(await issuesOf(await saveOrigin(seller, { province: "atlantis", city: "تهران" }))).toEqual([
      "province:provinceUnknown",
    ]);
    expect(await issuesOf(await saveOrigin(seller, { province: "tehran", city: " " }))).toEqual(["city:cityRequired"]);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(await readOrigin(seller)).toEqual({ origin: { province: "tehran", city: "تهران" } });
  });
});

describe("the methods a buyer is offered at checkout", () => {
  it("ISSUE36-SHIP lists the active methods that serve the buyer's province, each with its cost for the order", async () => {
    const seller = await makeUser(server.app);
    await saveOrigin(seller, { province: "tehran", city: "تهران" });
    const post = await add(seller, { ...pishtaz, free_above: 2_000_000, own_province_cost: 25_000 });
    const courier = await add(seller, { preset: "courier", name: "پیک", cost: 40_000, provinces: ["tehran"] });
    await add(seller, { preset: "tipax", name: "تیپاکس", cost: 90_000, is_active: false });
    const ctx = { db: server.database.db };
    const offered = async (province: string, subtotal: number) =>
      (await methodsForBuyer(ctx, { sellerId: seller.id, province, subtotal })).map(
        (option) => `${option.method.name}:${option.cost}`,
      );

    expect(await offered("tehran", 500_000)).toEqual(["پست پیشتاز:25000", "پیک:40000"]);
    expect(await offered("fars", 500_000)).toEqual(["پست پیشتاز:45000"]);
    expect(await offered("fars", 2_000_000)).toEqual(["پست پیشتاز:0"]);
    expect(await methodsForBuyer(ctx, { sellerId: crypto.randomUUID(), province: "tehran", subtotal: 1 })).toEqual([]);

    const choice = { sellerId: seller.id, subtotal: 500_000 };
    expect(await buyerShippingOption(ctx, { ...choice, methodId: courier.id, province: "tehran" })).toMatchObject({
      method: { id: courier.id },
      cost: 40_000,
    });
    // A province the method does not serve, and another seller's method, are no choice.
    expect(await buyerShippingOption(ctx, { ...choice, methodId: courier.id, province: "fars" })).toBeNull();
    const stranger = await makeUser(server.app);
    const strangers = await add(stranger, pishtaz);
    expect(await buyerShippingOption(ctx, { ...choice, methodId: strangers.id, province: "fars" })).toBeNull();
    expect(await buyerShippingOption(ctx, { ...choice, methodId: post.id, province: "fars" })).toMatchObject({
      cost: 45_000,
    });
  });
});
