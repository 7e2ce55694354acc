import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { subscribe } from "../src/server/test/subscribe";

export interface BenchAccount {
  userId: string;
  cookie: string;
}

/** A browser's request on the app's own origin, as the auth and CSRF checks expect. */
function send(url: string, account: BenchAccount | undefined, path: string, init: RequestInit = {}) {
  const origin = new URL(url).origin;
  const headers: Record<string, string> = { origin, ...(init.headers as Record<string, string>) };
  if (account) headers.cookie = account.cookie;
  return fetch(`${url}${path}`, { ...init, headers });
}

async function postJson(url: string, account: BenchAccount, path: string, body?: unknown) {
  const response = await send(url, account, path, {
    method: "POST",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function signUp(url: string, email: string): Promise<BenchAccount> {
  const response = await send(url, undefined, "/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench", email, password: "secret123" }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { userId: body.user.id, cookie };
}

/** Where the app keeps its PGlite database inside DATA_DIR (src/server/runtime/build-server.ts). */
export function appDatabaseDir(dataDir: string) {
  return path.join(dataDir, "db");
}

/** Pro (tier premium) for 30 days, written in the database as a verified payment would leave it. */
export async function makePro(database: { databaseUrl?: string; dataDir?: string }, userId: string) {
  const handle = await openDatabase(database);
  try {
    await subscribe(handle.db, userId, "premium");
  } finally {
    await handle.close();
  }
}

/** One chat turn answered by the offline engine; the reply streams, so the body is read to its end. */
export async function sendChatMessage(url: string, account: BenchAccount, content: string, conversationId?: string) {
  const response = await postJson(url, account, "/api/chat/messages", {
    content,
    ...(conversationId ? { conversation_id: conversationId } : {}),
  });
  const text = await response.text();
  const start = text.split("\n").find((line) => line.startsWith("data:"));
  const data = start ? (JSON.parse(start.slice(5)) as { conversation?: { id: string } }) : {};
  if (!data.conversation) throw new Error(`the chat answer started without its conversation: ${text.slice(0, 200)}`);
  if (!text.includes("event: done")) throw new Error(`the chat answer did not finish: ${text.slice(-200)}`);
  return data.conversation.id;
}

let productSequence = 0;

/** A product without options, and its one variant (what an order line names, DESIGN 30). */
export async function createProduct(url: string, account: BenchAccount) {
  productSequence += 1;
  const response = await postJson(url, account, "/api/products", {
    name: `Blue mug ${productSequence}`,
    price: 250_000,
    product_code: `MUG-${Date.now().toString(36)}-${productSequence}`,
  });
  const product = (await response.json()) as { id: string; variants: { id: string }[] };
  const [variant] = product.variants;
  if (!variant) throw new Error(`the product was made without its variant: ${JSON.stringify(product)}`);
  return { id: product.id, variantId: variant.id };
}

/** What a new Pro seller would have after a while: 20 conversations, today's content, 20 products and orders. */
export async function seedAccount(url: string, account: BenchAccount) {
  const conversations: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    const id = await sendChatMessage(url, account, `Caption ideas for my shop, week ${index + 1}`);
    await sendChatMessage(url, account, "Shorter, please", id);
    await sendChatMessage(url, account, "And three hashtags", id);
    conversations.push(id);
  }
  await postJson(url, account, "/api/daily-content/generate");
  for (let index = 0; index < 20; index += 1) {
    const { variantId } = await createProduct(url, account);
    await postJson(url, account, "/api/orders", {
      items: [{ variant_id: variantId, quantity: 1 + (index % 3) }],
      buyer_name: `Buyer ${index + 1}`,
      buyer_phone: "09121234567",
      payment_method: "card_to_card",
    });
  }
  const [conversationId] = conversations;
  if (!conversationId) throw new Error("no conversation was made");
  return { conversationId, conversations };
}
