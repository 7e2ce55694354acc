import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startZarinpalStandIn } from "./test/zarinpal-stand-in";
import {
  createZarinpalClient,
  gatewayAmount,
  isFinalVerifyRefusal,
  ZarinpalError,
  zarinpalRoots,
} from "./zarinpal-client";

const merchantId = "1344b5d4-0048-11e8-94db-005056a205be";
const plan = { amountToman: 4_500_000, description: "اشتراک اکو، ۳۰ روز", callbackUrl: "http://shop.test/pay/back" };

let standIn: Awaited<ReturnType<typeof startZarinpalStandIn>>;
beforeAll(async () => {
  standIn = await startZarinpalStandIn();
});
afterAll(() => standIn.close());

const client = (options: { merchantId?: string; timeoutMs?: number } = {}) =>
  createZarinpalClient({ merchantId, apiRoot: standIn.baseUrl, timeoutMs: 2000, ...options });

async function paidPayment(amountToman = plan.amountToman) {
  const { authority } = await client().requestPayment({ ...plan, amountToman });
  standIn.pay(authority, "paid");
  return authority;
}

async function failure(promise: Promise<unknown>): Promise<ZarinpalError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ZarinpalError)) throw new Error(`Expected a ZarinpalError, got ${String(error)}`);
  return error;
}

describe("the Zarinpal client against a local stand-in gateway", () => {
  it("requests a payment in toman and returns the StartPay address for its authority", async () => {
    const { authority, startPayUrl } = await client().requestPayment({ ...plan, orderId: "order-7" });
    expect(authority).toMatch(/^S[0-9A-Za-z]{35}$/);
    expect(startPayUrl).toBe(`${standIn.baseUrl}/pg/StartPay/${authority}`);
    expect(standIn.requests.at(-1)?.body).toEqual({
      merchant_id: merchantId,
      amount: 4_500_000,
      currency: "IRT",
      description: plan.description,
      callback_url: plan.callbackUrl,
      metadata: { order_id: "order-7" },
    });
    const page = await fetch(startPayUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("cuts a long description to 500 characters", async () => {
    await client().requestPayment({ ...plan, description: "پ".repeat(600) });
    const sent = standIn.requests.at(-1)?.body as { description: string };
    expect([...sent.description]).toHaveLength(500);
  });

  it("sends the buyer back with Status=OK after paying and Status=NOK after cancelling", async () => {
    const paid = await client().requestPayment(plan);
    const cancelled = await client().requestPayment(plan);
    expect(standIn.pay(paid.authority, "paid")).toBe(`${plan.callbackUrl}?Authority=${paid.authority}&Status=OK`);
    expect(standIn.pay(cancelled.authority, "cancelled")).toBe(
      `${plan.callbackUrl}?Authority=${cancelled.authority}&Status=NOK`,
    );
  });

  it("verifies a paid payment and returns its tracking code and masked card", async () => {
    const authority = await paidPayment();
    const verified = await client().verifyPayment({ amountToman: plan.amountToman, authority });
    expect(verified).toEqual({
      status: "verified",
      refId: expect.any(String),
      cardPan: "502229******5995",
      alreadyVerified: false,
    });
    expect(verified.refId).toMatch(/^\d+$/);
  });

  it("verifies a payment again as already verified, with the same tracking code", async () => {
    const authority = await paidPayment();
    const first = await client().verifyPayment({ amountToman: plan.amountToman, authority });
    const second = await client().verifyPayment({ amountToman: plan.amountToman, authority });
    expect(second.alreadyVerified).toBe(true);
    expect(second.refId).toBe(first.refId);
    expect(standIn.verifyCount(authority)).toBe(2);
  });

  it("refuses to verify a cancelled payment with -51", async () => {
    const { authority } = await client().requestPayment(plan);
    standIn.pay(authority, "cancelled");
    const error = await failure(client().verifyPayment({ amountToman: plan.amountToman, authority }));
    expect(error).toMatchObject({ kind: "rejected", code: -51 });
  });

  it("refuses to verify a payment that was never paid with -51", async () => {
    const { authority } = await client().requestPayment(plan);
    const error = await failure(client().verifyPayment({ amountToman: plan.amountToman, authority }));
    expect(error).toMatchObject({ kind: "rejected", code: -51 });
  });

  it("refuses a verify whose amount differs from the requested one with -50", async () => {
    const authority = await paidPayment();
    const error = await failure(client().verifyPayment({ amountToman: 1_000, authority }));
    expect(error).toMatchObject({ kind: "rejected", code: -50 });
  });

  it("refuses an unknown authority with -54", async () => {
    const error = await failure(
      client().verifyPayment({ amountToman: plan.amountToman, authority: `S${"0".repeat(35)}` }),
    );
    expect(error).toMatchObject({ kind: "rejected", code: -54 });
  });

  it("refuses another merchant's payment with -53", async () => {
    const authority = await paidPayment();
    const otherMerchant = client({ merchantId: "2b1f6c3e-0d4a-4c55-9a43-7e1f0b6a9c21" });
    const error = await failure(otherMerchant.verifyPayment({ amountToman: plan.amountToman, authority }));
    expect(error).toMatchObject({ kind: "rejected", code: -53 });
  });

  it("refuses a request from an invalid merchant id with -10, without naming the merchant id", async () => {
    const error = await failure(client({ merchantId: "not-a-merchant" }).requestPayment(plan));
    expect(error).toMatchObject({ kind: "rejected", code: -10 });
    expect(error.message).not.toContain("not-a-merchant");
  });

  it("refuses an amount below the gateway's minimum with a validation error (-9)", async () => {
    const error = await failure(client().requestPayment({ ...plan, amountToman: 999 }));
    expect(error).toMatchObject({ kind: "rejected", code: -9 });
  });

  it("reads the gateway's error code even when it comes with an HTTP error status", async () => {
    const strict = await startZarinpalStandIn({ errorStatus: 422 });
    try {
      const strictClient = createZarinpalClient({ merchantId, apiRoot: strict.baseUrl });
      const error = await failure(strictClient.verifyPayment({ amountToman: 5_000, authority: `S${"0".repeat(35)}` }));
      expect(error).toMatchObject({ kind: "rejected", code: -54 });
    } finally {
      await strict.close();
    }
  });

  it("reads a tracking code sent as text the same as one sent as a number", async () => {
    const answer = {
      data: { code: 100, message: "Verified", ref_id: "201", card_pan: "502229******5995" },
      errors: [],
    };
    const textual = createZarinpalClient({
      merchantId,
      apiRoot: zarinpalRoots.sandbox,
      fetch: async () => Response.json(answer),
    });
    await expect(textual.verifyPayment({ amountToman: 5_000, authority: "S1" })).resolves.toMatchObject({
      refId: "201",
    });
  });

  // A 5xx without a gateway answer says nothing about the payment: the caller may retry, and a
  // repeated verify answers 101, so it is "unreachable" rather than "rejected".
  it("treats an upstream HTTP 500 as the gateway being unreachable", async () => {
    standIn.failNext("http-500");
    const error = await failure(client().requestPayment(plan));
    expect(error).toMatchObject({ kind: "unreachable", code: null });
  });

  it("treats an answer that is not JSON as malformed", async () => {
    standIn.failNext("malformed");
    const error = await failure(client().requestPayment(plan));
    expect(error).toMatchObject({ kind: "malformed", code: null });
  });

  it("gives up on a stalled gateway after the time limit, as unreachable", async () => {
    standIn.failNext("stall");
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 200 }).requestPayment(plan));
    expect(error).toMatchObject({ kind: "unreachable", code: null });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("never puts the merchant id in an error message, even when the gateway echoes it", async () => {
    const echoing = createZarinpalClient({
      merchantId,
      apiRoot: zarinpalRoots.sandbox,
      fetch: async () =>
        Response.json({ data: [], errors: { code: -11, message: `Terminal ${merchantId} is inactive` } }),
    });
    const errors = [await failure(echoing.requestPayment(plan))];
    for (const kind of ["http-500", "malformed", "stall"] as const) {
      standIn.failNext(kind);
      errors.push(await failure(client({ timeoutMs: 200 }).requestPayment(plan)));
    }
    errors.push(await failure(client().verifyPayment({ amountToman: 5_000, authority: "S-unknown" })));
    for (const error of errors) expect(`${error.message} ${String(error.cause ?? "")}`).not.toContain(merchantId);
  });

  it("only -50, -51, -53 and -54 say for good that a payment was not made; -12, -52, others and no answer may pass later", async () => {
    const refusal = (code: number) => new ZarinpalError("rejected", code, `refused ${code}`);
    for (const code of [-50, -51, -53, -54]) expect(isFinalVerifyRefusal(refusal(code))).toBe(true);
    for (const code of [-9, -10, -11, -12, -15, -16, -52, -55, -99])
      expect(isFinalVerifyRefusal(refusal(code))).toBe(false);
    expect(isFinalVerifyRefusal(new ZarinpalError("unreachable", null, "down"))).toBe(false);
    expect(isFinalVerifyRefusal(new ZarinpalError("malformed", null, "garbled"))).toBe(false);
    const authority = await paidPayment();
    standIn.failNext({ refuse: -52 });
    const error = await failure(client().verifyPayment({ amountToman: plan.amountToman, authority }));
    expect(error).toMatchObject({ kind: "rejected", code: -52 });
    expect(isFinalVerifyRefusal(error)).toBe(false);
  });

  it("converts toman to the gateway's amount in one place, as IRT", () => {
    expect(gatewayAmount(7_500_000)).toEqual({ amount: 7_500_000, currency: "IRT" });
    expect(() => gatewayAmount(12.5)).toThrow(RangeError);
  });
});
