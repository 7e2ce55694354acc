import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellerPaymentGateways } from "../db/schema";
import { createSecretBox } from "../secrets/secret-box";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const merchantId = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
const path = "/api/seller-settings/gateway";
const save = (account: TestAccount, id: string) =>
  sendJsonAs(server.app, account, path, { zarinpal_merchant_id: id }, "PUT");
const read = async (account: TestAccount) =>
  (await (await server.app.request(path, asUser(account.cookie))).json()) as {
    gateway: { masked_merchant_id: string } | null;
  };
const rowsOf = (userId: string) =>
  server.database.db.select().from(sellerPaymentGateways).where(eq(sellerPaymentGateways.userId, userId));

describe("the seller's payment gateway (001 §3-§5, §9)", () => {
  it("SET-14 a seller without a gateway gets null, not an error", async () => {
    expect(await read(await makeUser(server.app))).toEqual({ gateway: null });
  });

  it("SET-07 SET-08 an empty or malformed merchant id is refused and nothing is stored", async () => {
    const account = await makeUser(server.app);
    for (const [id, message] of [
      ["", "merchantRequired"],
      ["   ", "merchantRequired"],
      [merchantId.toUpperCase(), "merchantFormat"],
      [merchantId.slice(1), "merchantFormat"],
      [`${merchantId}0`, "merchantFormat"],
      ["1a2b3c4d5e6f4a1b8c2d3e4f5a6b7c8d0000", "merchantFormat"],
    ] as const) {
      const response = await save(account, id);
      expect(response.status, id).toBe(400);
      expect(((await response.json()) as { issues: { message: string }[] }).issues[0]?.message, id).toBe(message);
    }
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it("SET-09 SET-12 SET-13 the first save creates, the next updates; only the first and last 8 are shown, the id is sealed", async () => {
    const account = await makeUser(server.app);
    const first = await save(account, merchantId);
    expect(first.status).toBe(200);
    const answer = await first.text();
    expect(answer).not.toContain(merchantId);
    expect(JSON.parse(answer)).toMatchObject({ masked_merchant_id: "1a2b3c4d••••5a6b7c8d" });
    const changed = "ffffffff-5e6f-4a1b-8c2d-000000000000";
    expect((await save(account, changed)).status).toBe(200);
    const rows = await rowsOf(account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sealedMerchantId).not.toContain(changed);
    expect(createSecretBox(server.config.appSecret ?? "").open("merchant-id", rows[0]?.sealedMerchantId ?? "")).toBe(
      changed,
    );
    expect(await read(account)).toMatchObject({ gateway: { masked_merchant_id: "ffffffff••••00000000" } });
  });

  it("SET-32 each seller sees and changes only their own gateway", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    await save(owner, merchantId);
    expect(await read(other)).toEqual({ gateway: null });
    await save(other, "ffffffff-5e6f-4a1b-8c2d-000000000000");
    expect(await read(owner)).toMatchObject({ gateway: { masked_merchant_id: "1a2b3c4d••••5a6b7c8d" } });
  });
});
