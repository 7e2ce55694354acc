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
  const account = await makeUser(server.app);
  const post = (path: string, body: unknown) =>
    server.app.request(
      path,
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  const started: string[] = [];
  for (let i = 0; i < authorities; i++) {
    const checkout = (await (await post("/api/payments/checkout", { plan: "pro" })).json()) as {
      payment: { authority: string };
    };
    gateway.pay(checkout.payment.authority, "paid");
    started.push(checkout.payment.authority);
  }
  const latencies: number[] = [];
  const startedAt = performance.now();
  for (const authority of started) {
    await Promise.all(
      Array.from({ length: replays }, async () => {
        const sent = performance.now();
        const response = await post("/api/payments/verify", { authority, status: "OK" });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
      }),
    );
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const paid = await server.database.db.select().from(payments).where(eq(payments.status, "paid"));
  const subscription = (await (
    await server.app.request("/api/subscription", asUser(account.cookie))
  ).json()) as SubscriptionState;
  const daysAdded = Math.round((new Date(subscription.subscription_end ?? 0).getTime() - Date.now()) / dayMs);
  await server.close();
  await gateway.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(1);
  console.log(
    `payment verify, ${authorities} authorities x ${replays} concurrent replays (PGlite, in-process): ` +
      `${Math.round((authorities * replays) / seconds)} verifies/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ` +
      `${paid.length} payments paid, ${daysAdded / 30} activations (must be exactly ${authorities}, one per authority)`,
  );
}
