import { eq } from "drizzle-orm";
import { payments } from "../src/server/db/schema";
import { startZarinpalStandIn } from "../src/server/integrations/zarinpal/test/zarinpal-stand-in";
import { asUser, makeUser } from "../src/server/test/make-user";
import { createTestServer } from "../src/server/test/test-server";
import type { SubscriptionState } from "../src/shared/subscription-state";

const authorities = 20;
const replays = 50;
const dayMs = 86_400_000;

/** Issue 6: verify under 50 concurrent replays of each authority; each must activate exactly once. */
export async function benchPaymentsVerify() {
  const gateway = await startZarinpalStandIn();
  const server = await createTestServer({
    ZARINPAL_MERCHANT_ID: "6b0ba6a5-3d8f-4a55-9d5e-0d6f1e2a7c11",
    ZARINPAL_API_ROOT: gateway.baseUrl,
  });
  // One buyer per authority: checkout hands a buyer's pending payment of a plan back instead of a new one.
  const buyers = await Promise.all(Array.from({ length: authorities }, () => makeUser(server.app)));
  const post = (buyer: (typeof buyers)[number], path: string, body: unknown) =>
    server.app.request(
      path,
      asUser(buyer.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  const started: { buyer: (typeof buyers)[number]; authority: string }[] = [];
  for (const buyer of buyers) {
    const checkout = (await (await post(buyer, "/api/payments/checkout", { plan: "pro" })).json()) as {
      payment: { authority: string };
    };
    gateway.pay(checkout.payment.authority, "paid");
    started.push({ buyer, authority: checkout.payment.authority });
  }
  const latencies: number[] = [];
  const startedAt = performance.now();
  for (const { buyer, authority } of started) {
    await Promise.all(
      Array.from({ length: replays }, async () => {
        const sent = performance.now();
        const response = await post(buyer, "/api/payments/verify", { authority, status: "OK" });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
      }),
    );
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const paid = await server.database.db.select().from(payments).where(eq(payments.status, "paid"));
  let activations = 0;
  for (const { buyer } of started) {
    const response = await server.app.request("/api/subscription", asUser(buyer.cookie));
    const subscription = (await response.json()) as SubscriptionState;
    activations += Math.round((new Date(subscription.subscription_end ?? 0).getTime() - Date.now()) / dayMs) / 30;
  }
  await server.close();
  await gateway.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(1);
  console.log(
    `payment verify, ${authorities} authorities x ${replays} concurrent replays (PGlite, in-process): ` +
      `${Math.round((authorities * replays) / seconds)} verifies/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ` +
      `${paid.length} payments paid, ${activations} activations (must be exactly ${authorities}, one per authority)`,
  );
}
