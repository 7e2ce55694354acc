import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BankCard, type BankCardList, bankCardsPerSeller } from "../../shared/bank-cards";
import { sellerBankCards } from "../db/schema";
import { createSecretBox } from "../secrets/secret-box";
import { databaseSnapshot } from "../test/database-snapshot";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const path = "/api/seller-settings/cards";
// Luhn-valid numbers with real Iranian prefixes: 603799 is Bank Melli, 627412 Eghtesad Novin.
const melliNumber = "6037991234567893";
const novinNumber = "6274120000001232";

async function list(account: TestAccount): Promise<BankCard[]> {
  const response = await server.app.request(path, asUser(account.cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as BankCardList).items;
}

async function add(account: TestAccount, body: Record<string, unknown>): Promise<BankCard> {
  const response = await sendJsonAs(server.app, account, path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as BankCard;
}

const card = (lastFour: string, holder = "Sara Ahmadi") => ({ card_last_four: lastFour, card_holder_name: holder });
const setDefault = (account: TestAccount, id: string) =>
  server.app.request(`${path}/${id}/default`, asUser(account.cookie, { method: "POST" }));
const remove = (account: TestAccount, id: string) =>
  server.app.request(`${path}/${id}`, asUser(account.cookie, { method: "DELETE" }));
const rowsOf = (userId: string) =>
  server.database.db.select().from(sellerBankCards).where(eq(sellerBankCards.userId, userId));

async function issuesOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; issues: { path: string; message: string }[] };
  expect(body.code).toBe("validation_failed");
  return body.issues.map((issue) => `${issue.path}:${issue.message}`);
}

describe("a seller's bank cards (001 §3-§5, §9; DESIGN 23)", () => {
  it("SET-15 lists only active cards, the default first then the newest, each masked to its last four", async () => {
    const seller = await makeUser(server.app);
    expect(await list(seller)).toEqual([]);
    const first = await add(seller, { ...card("1111"), bank_name: "Mellat" });
    const second = await add(seller, card("2222"));
    const third = await add(seller, card("3333"));
    expect(await remove(seller, second.id)).toHaveProperty("status", 204);
    const items = await list(seller);
    expect(items.map((item) => item.card_last_four)).toEqual(["1111", "3333"]);
    expect(items[0]).toEqual({
      id: first.id,
      card_last_four: "1111",
      card_holder_name: "Sara Ahmadi",
      bank_name: "Mellat",
      masked: "•••• 1111",
      has_full_number: false,
      is_default: true,
      created_at: expect.any(String),
    });
    expect(items[1]).toMatchObject({ id: third.id, bank_name: null, is_default: false });
  });

  it("SET-16 SET-17 the last four are required and exactly four digits; Persian digits are read as Latin", async () => {
    const seller = await makeUser(server.app);
    const before = await databaseSnapshot(server.database.db);
    for (const lastFour of ["", "  ", "123", "12345", "12a4", "1 234"]) {
      const issues = await issuesOf(await sendJsonAs(server.app, seller, path, card(lastFour)));
      expect(issues, lastFour).toEqual([expect.stringMatching(/^card_last_four:(lastFourRequired|lastFourFormat)$/)]);
    }
    expect(await issuesOf(await sendJsonAs(server.app, seller, path, { card_holder_name: "Sara" }))).toContain(
      "card_last_four:Invalid input: expected string, received undefined",
    );
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(await add(seller, card("۱۲۳۴"))).toMatchObject({ card_last_four: "1234", masked: "•••• 1234" });
    expect(await add(seller, card("٥٦٧٨"))).toMatchObject({ card_last_four: "5678" });
  });

  it("SET-16 SET-18 the holder name is required, 1-100 characters on one line, trimmed", async () => {
    const seller = await makeUser(server.app);
    const before = await databaseSnapshot(server.database.db);
    for (const [holder, message] of [
      ["", "holderRequired"],
      ["   ", "holderRequired"],
      ["\u200F", "holderRequired"],
      ["a".repeat(101), "holderTooLong"],
      ["Sara\nAhmadi", "invalidCharacters"],
      ["Sara\u0007", "invalidCharacters"],
    ] as const) {
      expect(await issuesOf(await sendJsonAs(server.app, seller, path, card("1234", holder))), holder).toEqual([
        `card_holder_name:${message}`,
      ]);
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(await add(seller, card("1234", ` ${"b".repeat(100)} `))).toMatchObject({
      card_holder_name: "b".repeat(100),
    });
  });

  it("SET-19 the bank name is optional and at most 100 characters", async () => {
    const seller = await makeUser(server.app);
    expect(
      await issuesOf(await sendJsonAs(server.app, seller, path, { ...card("1234"), bank_name: "b".repeat(101) })),
    ).toEqual(["bank_name:bankTooLong"]);
    expect(await add(seller, { ...card("1234"), bank_name: ` ${"b".repeat(100)} ` })).toMatchObject({
      bank_name: "b".repeat(100),
    });
    expect(await add(seller, { ...card("5678"), bank_name: "" })).toMatchObject({ bank_name: null });
    expect(await add(seller, card("9012"))).toMatchObject({ bank_name: null });
  });

  it("SET-20 the first card a seller adds becomes the default, later ones do not", async () => {
    const seller = await makeUser(server.app);
    expect(await add(seller, card("1111"))).toMatchObject({ is_default: true });
    expect(await add(seller, card("2222"))).toMatchObject({ is_default: false });
  });

  it("SET-20 SET-21 first cards added at once still leave exactly one default", async () => {
    const seller = await makeUser(server.app);
    const responses = await Promise.all(
      ["1111", "2222", "3333", "4444", "5555"].map((lastFour) => sendJsonAs(server.app, seller, path, card(lastFour))),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await list(seller)).filter((item) => item.is_default)).toHaveLength(1);
  });

  it("SET-21 setting a default leaves exactly one default: the chosen card", async () => {
    const seller = await makeUser(server.app);
    const first = await add(seller, card("1111"));
    const second = await add(seller, card("2222"));
    const third = await add(seller, card("3333"));
    const response = await setDefault(seller, third.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: third.id, is_default: true });
    let items = await list(seller);
    expect(items.map((item) => [item.id, item.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
    // Choosing the default again changes nothing; concurrent choices still end with one.
    expect((await setDefault(seller, third.id)).status).toBe(200);
    const statuses = await Promise.all([first, second, third].map((each) => setDefault(seller, each.id)));
    expect(statuses.map((each) => each.status)).toEqual([200, 200, 200]);
    items = await list(seller);
    expect(items.filter((item) => item.is_default)).toHaveLength(1);
    expect(items[0]?.is_default).toBe(true);
  });

  it("SET-22 deleting a card hides it but keeps the record inactive; a deleted default passes to the newest", async () => {
    const seller = await makeUser(server.app);
    const first = await add(seller, card("1111"));
    const second = await add(seller, card("2222"));
    const third = await add(seller, card("3333"));
    expect((await remove(seller, second.id)).status).toBe(204);
    expect((await list(seller)).map((item) => item.id)).toEqual([first.id, third.id]);
    expect((await remove(seller, first.id)).status).toBe(204);
    expect(await list(seller)).toEqual([expect.objectContaining({ id: third.id, is_default: true })]);
    const rows = await rowsOf(seller.id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => !row.isActive).map((row) => row.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    // A deleted card is gone for the seller: deleting or choosing it again answers 404.
    expect((await remove(seller, first.id)).status).toBe(404);
    expect((await setDefault(seller, second.id)).status).toBe(404);
    expect((await remove(seller, third.id)).status).toBe(204);
    expect(await list(seller)).toEqual([]);
    // The next card after all were deleted is the default again.
    expect(await add(seller, card("4444"))).toMatchObject({ is_default: true });
  });

  it("SET-32 a seller sees and changes only their own cards; another's id answers 404 and changes nothing", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    const owned = await add(owner, card("1111"));
    await add(owner, card("2222"));
    const othersOwn = await add(other, card("9999"));
    expect((await list(other)).map((item) => item.id)).toEqual([othersOwn.id]);
    const before = await databaseSnapshot(server.database.db);
    for (const response of [
      await setDefault(other, owned.id),
      await remove(other, owned.id),
      await setDefault(other, crypto.randomUUID()),
      await remove(other, crypto.randomUUID()),
    ]) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe("not_found");
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect((await list(owner)).map((item) => item.card_last_four)).toEqual(["1111", "2222"]);
  });
  it(`a seller with ${bankCardsPerSeller} cards is refused the next with bank_card_limit_reached; a deleted one frees its place (issue 34)`, async () => {
    const seller = await makeUser(server.app);
    const added: BankCard[] = [];
    for (let index = 0; index < bankCardsPerSeller; index += 1) {
      added.push(await add(seller, card(String(1000 + index))));
    }
    const refused = await sendJsonAs(server.app, seller, path, card("9999"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "bank_card_limit_reached",
      params: { limit: bankCardsPerSeller },
    });
    expect(await rowsOf(seller.id)).toHaveLength(bankCardsPerSeller);

    expect((await remove(seller, added[1]?.id ?? "")).status).toBe(204);
    expect((await add(seller, card("9999"))).card_last_four).toBe("9999");
    expect(await list(seller)).toHaveLength(bankCardsPerSeller);
  });
});

describe("a card's full number for card-to-card sales (DESIGN 23)", () => {
  it("SET-15 is sealed, listed masked, its last four and bank taken from it", async () => {
    const seller = await makeUser(server.app);
    const response = await sendJsonAs(server.app, seller, path, {
      card_last_four: "",
      card_holder_name: "Sara Ahmadi",
      card_number: "۶۰۳۷-۹۹۱۲ ۳۴۵۶-۷۸۹۳",
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain(melliNumber);
    expect(JSON.parse(text)).toMatchObject({
      card_last_four: "7893",
      bank_name: "بانک ملی ایران",
      masked: "6037 99•• •••• 7893",
      has_full_number: true,
    });
    const listed = await server.app.request(path, asUser(seller.cookie));
    expect(await listed.clone().text()).not.toContain(melliNumber);
    const [row] = await rowsOf(seller.id);
    expect(row?.sealedCardNumber).not.toContain(melliNumber);
    expect(createSecretBox(server.config.appSecret ?? "").open("card-number", row?.sealedCardNumber ?? "")).toBe(
      melliNumber,
    );
  });

  it("keeps a bank name the seller typed and accepts matching last four", async () => {
    const seller = await makeUser(server.app);
    expect(await add(seller, { ...card("1232"), bank_name: "Novin", card_number: novinNumber })).toMatchObject({
      bank_name: "Novin",
      card_last_four: "1232",
      masked: "6274 12•• •••• 1232",
    });
    expect(await add(seller, { ...card("5678"), card_number: "" })).toMatchObject({ has_full_number: false });
  });

  it("refuses a number that is not 16 digits, fails Luhn, has no Iranian bank, or ends in other digits", async () => {
    const seller = await makeUser(server.app);
    const before = await databaseSnapshot(server.database.db);
    for (const [number, issue] of [
      ["603799123456789", "card_number:cardNumberFormat"],
      ["60379912345678930", "card_number:cardNumberFormat"],
      ["6037 99ab 3456 7893", "card_number:cardNumberFormat"],
      ["6037991234567894", "card_number:cardNumberInvalid"],
      ["4111111111111111", "card_number:cardNumberBank"],
    ] as const) {
      expect(await issuesOf(await sendJsonAs(server.app, seller, path, { ...card(""), card_number: number }))).toEqual([
        issue,
      ]);
    }
    expect(
      await issuesOf(await sendJsonAs(server.app, seller, path, { ...card("1111"), card_number: melliNumber })),
    ).toEqual(["card_last_four:lastFourMismatch"]);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });
});
