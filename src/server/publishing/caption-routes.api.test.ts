import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostSchema, productCaptionMaxLength } from "../../shared/publishing";
import { startOpenAiStandIn } from "../ai/test/openai-stand-in";
import { makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
let failingModel: TestServer;
let openAi: Awaited<ReturnType<typeof startOpenAiStandIn>>;

beforeAll(async () => {
  openAi = await startOpenAiStandIn();
  // The offline engine, as the app runs without a model; a small AI limit so a test can reach it.
  server = await createTestServer({ AI_RATE_LIMIT_PER_MINUTE: "4" });
  failingModel = await createTestServer({ AI_BASE_URL: openAi.baseUrl, AI_MODEL: "upstream-error" });
});
afterAll(async () => {
  await server.close();
  await failingModel.close();
  await openAi.close();
});

const askCaption = (on: TestServer, account: TestAccount, body: unknown) =>
  sendJsonAs(on.app, account, "/api/publishing/caption", body);

const shawl = { name: "شال پشمی دستباف", price: 1_250_000, category: "clothing", description: "شالی نرم از پشم مرینو" };

describe("POST /api/publishing/caption: the AI engine writes a product post's caption (issue 19)", () => {
  it("a seller gets a caption for their product in the chosen style and language, naming it with its price", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller, shawl);
    const persian = await askCaption(server, seller, { product_id: product.id, caption_style: "sales", locale: "fa" });
    expect(persian.status, await persian.clone().text()).toBe(200);
    const fa = (await persian.json()) as { caption: string; hashtags: string[] };
    expect(fa.caption).toContain("شال پشمی دستباف");
    expect(fa.caption).toContain("۱٬۲۵۰٬۰۰۰ تومان");
    expect(fa.caption.length).toBeLessThanOrEqual(productCaptionMaxLength);
    expect(fa.hashtags).toContain("#شال_پشمی_دستباف");
    expect(createPostSchema.shape.hashtags.safeParse(fa.hashtags).success).toBe(true);

    const english = await askCaption(server, seller, {
      product_id: product.id,
      caption_style: "minimal",
      locale: "en",
    });
    expect(english.status).toBe(200);
    const en = (await english.json()) as { caption: string };
    expect(en.caption).toContain("1,250,000 toman");
    expect(en.caption).not.toBe(fa.caption);
  });

  it("another seller's product, or one that does not exist, is 404 not_found", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    const product = await makeProduct(server.app, owner, shawl);
    for (const productId of [product.id, "no-such-product"]) {
      const response = await askCaption(server, other, { product_id: productId, caption_style: "fun", locale: "fa" });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe("not_found");
    }
  });

  it("a style or a language the app does not have, or a product id with a control character, is 400 validation_failed", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller, shawl);
    for (const body of [
      { product_id: product.id, caption_style: "custom", locale: "fa" },
      { product_id: product.id, caption_style: "sales", locale: "de" },
      { caption_style: "sales", locale: "fa" },
      // A NUL cannot be looked up in PostgreSQL text: refused at the door, not a 500.
      { product_id: `${product.id}\u0000`, caption_style: "sales", locale: "fa" },
    ]) {
      const response = await askCaption(server, seller, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("validation_failed");
    }
  });

  it("a caption takes from the per-user AI limit daily content shares: past it, 429 rate_limited; another seller is not affected", async () => {
    const seller = await makeUser(server.app);
    const other = await makeUser(server.app);
    const product = await makeProduct(server.app, seller, shawl);
    const generated = await server.app.request(
      "/api/daily-content/generate",
      asUser(seller.cookie, { method: "POST" }),
    );
    expect(generated.status).toBe(201);
    const body = { product_id: product.id, caption_style: "question", locale: "fa" };
    for (let call = 0; call < 3; call += 1) expect((await askCaption(server, seller, body)).status).toBe(200);
    const limited = await askCaption(server, seller, body);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("rate_limited");
    const theirs = await makeProduct(server.app, other, shawl);
    expect((await askCaption(server, other, { ...body, product_id: theirs.id })).status).toBe(200);
  });

  it("a model that fails is 502 ai_unavailable", async () => {
    const seller = await makeUser(failingModel.app);
    const product = await makeProduct(failingModel.app, seller, shawl);
    const response = await askCaption(failingModel, seller, {
      product_id: product.id,
      caption_style: "luxury",
      locale: "fa",
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { code: string }).code).toBe("ai_unavailable");
  });
});
