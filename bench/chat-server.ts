import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { subscribers } from "../src/server/db/schema";
import { makeUser } from "../src/server/test/make-user";
import { createTestServer } from "../src/server/test/test-server";

// The app in its own process for the latency bench: AI_BASE_URL/AI_MODEL from the environment, one Pro user
// (no quota in the way), and its session cookie printed as the ready line.
const server = await createTestServer({
  AI_BASE_URL: process.env.AI_BASE_URL ?? "",
  AI_MODEL: process.env.AI_MODEL ?? "",
  AI_RATE_LIMIT_PER_MINUTE: "100000",
});
const user = await makeUser(server.app);
await server.database.db
  .update(subscribers)
  .set({ subscribed: true, subscriptionTier: "premium", subscriptionEnd: null })
  .where(eq(subscribers.userId, user.id));
const listener = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  console.log(JSON.stringify({ port: info.port, cookie: user.cookie }));
});
process.on("SIGTERM", () => {
  listener.close();
  void server.close().then(() => process.exit(0));
});
