import { rm } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botPhotos, productMedia } from "../db/schema";
import { makeImage, makeVideo } from "../test/make-product";
import type { TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { buttonsOf, type ShopHarness, startShopHarness } from "./test/shop-harness";

let harness: ShopHarness;

beforeAll(async () => {
  harness = await startShopHarness({ UPLOAD_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => harness.close());

const db = () => harness.server.database.db;

/** A file the seller uploads in the products tab, as the browser sends it. */
async function uploaded(seller: TestAccount, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new File([Uint8Array.from(bytes)], name));
  const response = await harness.server.app.request(
    "/api/products/media",
    harness.onApp(seller, { method: "POST", body: form }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await db().select().from(productMedia).where(eq(productMedia.id, id));
  if (!row) throw new Error("the uploaded media has no row");
  return row;
}

/** A product whose first image is `image`, after a video and before another image. */
async function productWithPhotos(seller: TestAccount, overrides: Record<string, unknown> = {}) {
  const video = await uploaded(seller, makeVideo(), "clip.mp4");
  const image = await uploaded(seller, await makeImage("jpeg", 120, 90), "front.jpg");
  const back = await uploaded(seller, await makeImage("png", 60, 60), "back.png");
  const created = await harness.product(seller, { media_ids: [video.id, image.id, back.id], ...overrides });
  return { ...created, image };
}

const cachedFileIds = (botId: string, mediaId: string) =>
  db()
    .select({ fileId: botPhotos.fileId })
    .from(botPhotos)
    .where(and(eq(botPhotos.botId, botId), eq(botPhotos.mediaId, mediaId)));

describe("product photos in the seller's bot, uploaded once per bot (issue 14, DESIGN 20)", () => {
  it("BOT-04 a product's card is its first image with the card as caption: uploaded once, then sent by its cached file_id", async () => {
    const { seller, id, deliver, press, text, sent } = await harness.shop();
    const shawl = await productWithPhotos(seller, {
      name: "Wool shawl",
      category: "clothing",
      price: 1_850_000,
      stock_quantity: 3,
      description: "Hand-woven <wool> & silk",
    });
    await deliver(press(`p:${shawl.id}`));
    const first = sent().at(-1);
    expect(first?.photo).toMatchObject({ uploadedBytes: shawl.image.bytes });
    expect(first?.photo?.fileId).toBeUndefined();
    expect(first?.parseMode).toBe("HTML");
    expect(first?.caption).toBe(
      [
        "<b>Wool shawl</b>",
        "قیمت: ۱٬۸۵۰٬۰۰۰ تومان",
        "موجودی: ۳ عدد",
        `کد محصول: ${shawl.product_code}`,
        "",
        "Hand-woven &lt;wool&gt; &amp; silk",
      ].join("\n"),
    );
    expect(buttonsOf(first).map((button) => button.callback_data)).toContain(`o:${shawl.id}`);
    const largest = first?.photo?.sizes.at(-1)?.file_id;
    expect(await cachedFileIds(id, shawl.image.id)).toEqual([{ fileId: largest }]);

    await deliver(text(`/start p_${shawl.product_code}`));
    const second = sent().at(-1);
    expect(second?.photo).toMatchObject({ fileId: largest });
    expect(second?.photo?.uploadedBytes).toBeUndefined();
    expect(second?.caption).toBe(first?.caption);
  });

  it("BOT each bot uploads its own copy: the seller's second bot (Bale) uploads the image again, the first keeps its file_id", async () => {
    const first = await harness.shop();
    const lamp = await productWithPhotos(first.seller, { name: "Desk lamp" });
    await first.deliver(first.press(`p:${lamp.id}`));
    const [firstCopy] = await cachedFileIds(first.id, lamp.image.id);

    await subscribe(db(), first.seller.id, "premium");
    const bale = harness.standIn.addBot({ username: "lamps_bale_bot" });
    const connected = await harness.post(first.seller, "/api/bots", {
      platform: "bale",
      bot_username: bale.username,
      bot_token: bale.token,
    });
    expect(connected.status, await connected.clone().text()).toBe(201);
    const { id: baleId } = (await connected.json()) as { id: string };
    const update = first.press(`p:${lamp.id}`);
    const answered = await harness.server.app.request(`/api/bots/${baleId}/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-telegram-bot-api-secret-token": harness.standIn.webhookOf(bale.token)?.secretToken ?? "",
      },
      body: JSON.stringify(update),
    });
    expect(answered.status).toBe(200);
    await harness.settled();
    const onBale = harness.standIn.messages.filter((message) => message.token === bale.token).at(-1);
    expect(onBale?.photo).toMatchObject({ uploadedBytes: lamp.image.bytes });
    const [baleCopy] = await cachedFileIds(baleId, lamp.image.id);
    expect(baleCopy?.fileId).toBe(onBale?.photo?.sizes.at(-1)?.file_id);
    expect(baleCopy?.fileId).not.toBe(firstCopy?.fileId);

    await first.deliver(first.press(`p:${lamp.id}`));
    expect(first.sent().at(-1)?.photo).toMatchObject({ fileId: firstCopy?.fileId });
  });

  it("BOT a product without images keeps the text card", async () => {
    const { seller, deliver, press, sent } = await harness.shop();
    const video = await uploaded(seller, makeVideo(), "clip.mp4");
    const mug = await harness.product(seller, { name: "Blue mug", media_ids: [video.id] });
    await deliver(press(`p:${mug.id}`));
    const card = sent().at(-1);
    expect(card?.photo).toBeUndefined();
    expect(card?.text).toContain("<b>Blue mug</b>");
  });

  it("BOT a cached file_id the platform no longer knows is uploaded again, and the new file_id replaces it", async () => {
    const { seller, id, deliver, press, sent } = await harness.shop();
    const vase = await productWithPhotos(seller);
    await deliver(press(`p:${vase.id}`));
    await db().update(botPhotos).set({ fileId: "AgACstale-file" }).where(eq(botPhotos.botId, id));
    await deliver(press(`p:${vase.id}`));
    const refused = harness.standIn.requests.filter(
      (call) => call.method === "sendPhoto" && call.params.photo === "AgACstale-file",
    );
    expect(refused).toHaveLength(1);
    const card = sent().at(-1);
    expect(card?.photo).toMatchObject({ uploadedBytes: vase.image.bytes });
    expect(await cachedFileIds(id, vase.image.id)).toEqual([{ fileId: card?.photo?.sizes.at(-1)?.file_id }]);
  });

  it("BOT an image missing from storage: the buyer still gets the card, as text, and nothing is cached", async () => {
    const { seller, id, deliver, press, sent } = await harness.shop();
    const kettle = await productWithPhotos(seller, { name: "Kettle" });
    await rm(path.join(harness.server.config.dataDir, "uploads", kettle.image.storageKey));
    await deliver(press(`p:${kettle.id}`));
    const card = sent().at(-1);
    expect(card?.photo).toBeUndefined();
    expect(card?.text).toContain("<b>Kettle</b>");
    expect(await cachedFileIds(id, kettle.image.id)).toEqual([]);
  });

  it("BOT a long description is cut so the caption stays within 1,024 characters, never inside an entity", async () => {
    const { seller, deliver, press, sent } = await harness.shop();
    const description = "Tea & <cups> ".repeat(150).slice(0, 1990);
    const set = await productWithPhotos(seller, { name: "Tea set", description });
    await deliver(press(`p:${set.id}`));
    const caption = sent().at(-1)?.caption ?? "";
    const seen = caption.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt);/g, "_");
    expect(seen.length).toBeLessThanOrEqual(1024);
    expect(seen.length).toBeGreaterThan(1000);
    expect(caption.endsWith("…")).toBe(true);
    expect(caption.replace(/<\/?b>|&(amp|lt|gt);/g, "")).not.toMatch(/[&<>]/);
  });

  it("ISSUE36-VARIANT-PHOTO the photo follows the variant chosen: one with its own image asks the quantity on that image; one without asks in text", async () => {
    const { seller, deliver, press, sent } = await harness.shop();
    const red = await uploaded(seller, await makeImage("jpeg", 80, 80), "red.jpg");
    const blue = await uploaded(seller, await makeImage("png", 40, 40), "blue.png");
    const scarf = (await harness.product(seller, {
      name: "Silk scarf",
      category: "clothing",
      price: 900_000,
      media_ids: [red.id, blue.id],
      options: [{ name: "رنگ", values: ["قرمز", "آبی", "سبز"] }],
      variants: [
        { option_values: ["قرمز"], code: "SC-R", stock: 4 },
        { option_values: ["آبی"], code: "SC-B", stock: 4, price: 950_000, media_id: blue.id },
        { option_values: ["سبز"], code: "SC-G", stock: 4 },
      ],
    })) as unknown as { variants: { id: string; code: string }[] };
    const variant = (code: string) => scarf.variants.find((one) => one.code === code)?.id;

    await deliver(press(`ov:${variant("SC-B")}`));
    const asked = sent().at(-1);
    expect(asked?.photo).toMatchObject({ uploadedBytes: blue.bytes });
    expect(asked?.caption).toBe(
      [
        "<b>Silk scarf — آبی</b>",
        "قیمت: ۹۵۰٬۰۰۰ تومان",
        "",
        "چند عدد می‌خواهید؟ عددی از ۱ تا ۴ بفرستید یا یکی را بزنید.",
      ].join("\n"),
    );
    expect(buttonsOf(asked).map((button) => button.callback_data)).toContain("q:1");

    await deliver(press("cancel-order"));
    await deliver(press(`ov:${variant("SC-G")}`));
    expect(sent().at(-1)?.photo).toBeUndefined();
    expect(sent().at(-1)?.text).toBe("چند عدد می‌خواهید؟ عددی از ۱ تا ۴ بفرستید یا یکی را بزنید.");
  });
});
