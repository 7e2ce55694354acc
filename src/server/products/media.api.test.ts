import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductMedia } from "../../shared/products";
import { productMedia } from "../db/schema";
import { startS3StandIn } from "../integrations/storage/test/s3-stand-in";
import { makeFilmedVideo } from "../test/make-filmed-video";
import { makeImage, makePngClaiming, makeProduct, makeVideo, productBody, uploadMedia } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer, testOrigin } from "../test/test-server";
import { abandonedDraftAgeMs, draftLifetimeMs, maxDraftMedia } from "./media";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ UPLOAD_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => server.close());

const storedPath = (url: string) => path.join(server.config.dataDir, url.replace(/^\/uploads\//, "uploads/"));

async function uploaded(account: TestAccount, bytes: Uint8Array, name: string, type = "") {
  const response = await uploadMedia(server.app, account, bytes, name, type);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ProductMedia;
}

async function storedSize(url: string) {
  const { width, height, format } = await sharp(await readFile(storedPath(url))).metadata();
  return { width, height, format };
}

describe("product media upload", () => {
  it("PROD-22 PROD-28 jpg, png and webp images are stored as a display copy and a thumbnail, served from a URL", async () => {
    const seller = await makeUser(server.app);
    for (const format of ["jpeg", "png", "webp"] as const) {
      const media = await uploaded(seller, await makeImage(format), `photo.${format}`);
      expect(media).toMatchObject({ kind: "image" });
      expect(media.url).toMatch(new RegExp(`^/uploads/products/${seller.id}/[0-9a-f-]+\\.webp$`));
      expect(media.thumbnail_url).toMatch(new RegExp(`^/uploads/products/${seller.id}/[0-9a-f-]+-thumb\\.webp$`));
      const served = await server.app.request(media.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
    }
  });

  it("a large photo is resized to at most 1600 px and a 400 px thumbnail; a small one is not enlarged", async () => {
    const seller = await makeUser(server.app);
    const large = await uploaded(seller, await makeImage("jpeg", 3000, 2000), "large.jpg");
    expect(await storedSize(large.url)).toEqual({ width: 1600, height: 1067, format: "webp" });
    expect(await storedSize(large.thumbnail_url ?? "")).toEqual({ width: 400, height: 267, format: "webp" });
    const small = await uploaded(seller, await makeImage("png", 300, 200), "small.png");
    expect(await storedSize(small.url)).toEqual({ width: 300, height: 200, format: "webp" });
    expect(await storedSize(small.thumbnail_url ?? "")).toEqual({ width: 300, height: 200, format: "webp" });
  });

  it("PROD-23 mp4 and mov videos are stored as they came and served with their type", async () => {
    const seller = await makeUser(server.app);
    const mp4 = await uploaded(seller, makeVideo("isom"), "clip.mp4");
    expect(mp4).toMatchObject({ kind: "video", thumbnail_url: null });
    expect(mp4.url).toMatch(/\.mp4$/);
    expect(new Uint8Array(await readFile(storedPath(mp4.url)))).toEqual(makeVideo("isom"));
    expect((await server.app.request(mp4.url)).headers.get("content-type")).toBe("video/mp4");
    const mov = await uploaded(seller, makeVideo("qt  "), "clip.mov");
    expect(mov.url).toMatch(/\.mov$/);
  });

  it("PROD-22 PROD-27 a text file named .jpg, a GIF and a broken JPEG are refused by their bytes", async () => {
    const seller = await makeUser(server.app);
    const gif = new Uint8Array(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));
    const jpeg = await makeImage("jpeg");
    const cases: [Uint8Array, string, string][] = [
      [new TextEncoder().encode("just some text, not a photo"), "photo.jpg", "image/jpeg"],
      [gif, "moving.gif", "image/gif"],
      [jpeg.slice(0, 40), "cut.jpg", "image/jpeg"],
    ];
    for (const [bytes, name, type] of cases) {
      const response = await uploadMedia(server.app, seller, bytes, name, type);
      expect(response.status, name).toBe(400);
      expect(await response.json()).toMatchObject({ code: "media_type_refused" });
    }
    expect(await server.database.db.select().from(productMedia).where(eq(productMedia.userId, seller.id))).toEqual([]);
  });

  it("PROD-27 a small PNG claiming 16000×16000 pixels is refused from its header, fast", async () => {
    const seller = await makeUser(server.app);
    const started = performance.now();
    const response = await uploadMedia(server.app, seller, await makePngClaiming(16_000, 16_000), "huge.png");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "media_image_too_large" });
    expect(performance.now() - started).toBeLessThan(1000);
    const rows = await server.database.db.select().from(productMedia).where(eq(productMedia.userId, seller.id));
    expect(rows).toHaveLength(0);
  });

  it("a phone video's filming place (Android's ©xyz, an iPhone's location key) is not stored; the rest is kept", async () => {
    const seller = await makeUser(server.app);
    const where = "+35.6892+051.3890/";
    const video = makeFilmedVideo(where);
    const media = await uploaded(seller, video, "home.mp4");
    expect(media.kind).toBe("video");
    const stored = new Uint8Array(await readFile(storedPath(media.url)));
    const latin = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
    expect(latin(video)).toContain(where);
    expect(latin(stored)).not.toContain(where);
    expect(latin(stored)).not.toContain("©xyz");
    expect(latin(stored)).toContain("Apple");
    expect(stored.byteLength).toBe(video.byteLength);
    const mdat = latin(video).indexOf("mdat");
    expect(stored.subarray(0, mdat + 68)).toEqual(video.subarray(0, mdat + 68));
  });

  it("PROD-24 PROD-27 a file over 50 MB is refused with media_too_large while it streams in", async () => {
    const seller = await makeUser(server.app);
    const boundary = "----products-test";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 51) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += 1;
      },
    });
    const response = await server.app.request("/api/products/media", {
      method: "POST",
      headers: {
        cookie: seller.cookie,
        origin: testOrigin,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "media_too_large" });
  });

  it("PROD-30 removing a file deletes both stored copies and its row", async () => {
    const seller = await makeUser(server.app);
    const media = await uploaded(seller, await makeImage("png"), "a.png");
    expect(existsSync(storedPath(media.url))).toBe(true);
    const response = await server.app.request(
      `/api/products/media/${media.id}`,
      asUser(seller.cookie, { method: "DELETE" }),
    );
    expect(response.status).toBe(204);
    expect(existsSync(storedPath(media.url))).toBe(false);
    expect(existsSync(storedPath(media.thumbnail_url ?? ""))).toBe(false);
    expect((await server.app.request(media.url)).status).toBe(404);
    const again = await server.app.request(
      `/api/products/media/${media.id}`,
      asUser(seller.cookie, { method: "DELETE" }),
    );
    expect(again.status).toBe(404);
  });

  it("PROD-30 a file left out on an edit, and every file of a deleted product, is removed from storage", async () => {
    const seller = await makeUser(server.app);
    const kept = await uploaded(seller, await makeImage("png"), "a.png");
    const dropped = await uploaded(seller, makeVideo(), "b.mp4");
    const product = await makeProduct(server.app, seller, { media_ids: [kept.id, dropped.id] });
    const edit = await sendJsonAs(
      server.app,
      seller,
      `/api/products/${product.id}`,
      productBody({ product_code: product.product_code, media_ids: [kept.id] }),
      "PUT",
    );
    expect(((await edit.json()) as Product).media.map((item) => item.id)).toEqual([kept.id]);
    expect(existsSync(storedPath(dropped.url))).toBe(false);
    expect(existsSync(storedPath(kept.url))).toBe(true);
    await server.app.request(`/api/products/${product.id}`, asUser(seller.cookie, { method: "DELETE" }));
    expect(existsSync(storedPath(kept.url))).toBe(false);
    expect(existsSync(storedPath(kept.thumbnail_url ?? ""))).toBe(false);
  });

  it("a draft older than a day is removed on the next upload; a newer one stays", async () => {
    const seller = await makeUser(server.app);
    const old = await uploaded(seller, makeVideo(), "old.mp4");
    const fresh = await uploaded(seller, makeVideo(), "fresh.mp4");
    await server.database.db
      .update(productMedia)
      .set({ createdAt: new Date(Date.now() - draftLifetimeMs - 60_000) })
      .where(eq(productMedia.id, old.id));
    await uploaded(seller, makeVideo(), "next.mp4");
    expect(existsSync(storedPath(old.url))).toBe(false);
    expect(existsSync(storedPath(fresh.url))).toBe(true);
    const ids = (await server.database.db.select().from(productMedia).where(eq(productMedia.userId, seller.id))).map(
      (row) => row.id,
    );
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(fresh.id);
  });

  it(`more than ${maxDraftMedia} drafts waiting at once are refused`, async () => {
    const seller = await makeUser(server.app);
    for (let index = 0; index < maxDraftMedia; index += 1) await uploaded(seller, makeVideo(), "v.mp4");
    const response = await uploadMedia(server.app, seller, makeVideo(), "v.mp4");
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "media_drafts_full", params: { limit: maxDraftMedia } });
  });

  it(`with ${maxDraftMedia} drafts waiting, those older than an hour are removed instead of refusing`, async () => {
    const seller = await makeUser(server.app);
    const drafts: ProductMedia[] = [];
    for (let index = 0; index < maxDraftMedia; index += 1) drafts.push(await uploaded(seller, makeVideo(), "v.mp4"));
    const [abandoned, recent] = drafts;
    await server.database.db
      .update(productMedia)
      .set({ createdAt: new Date(Date.now() - abandonedDraftAgeMs - 60_000) })
      .where(eq(productMedia.id, abandoned?.id ?? ""));
    await server.database.db
      .update(productMedia)
      .set({ createdAt: new Date(Date.now() - abandonedDraftAgeMs + 60_000) })
      .where(eq(productMedia.id, recent?.id ?? ""));
    await uploaded(seller, makeVideo(), "next.mp4");
    expect(existsSync(storedPath(abandoned?.url ?? ""))).toBe(false);
    expect(existsSync(storedPath(recent?.url ?? ""))).toBe(true);
    expect((await uploadMedia(server.app, seller, makeVideo(), "v.mp4")).status).toBe(409);
  });

  it("deleting the account removes its product files", async () => {
    const seller = await makeUser(server.app);
    const draft = await uploaded(seller, await makeImage("png"), "a.png");
    const attached = await uploaded(seller, makeVideo(), "b.mp4");
    await makeProduct(server.app, seller, { media_ids: [attached.id] });
    const deleted = await sendJsonAs(server.app, seller, "/api/auth/delete-user", { password: seller.password });
    expect(deleted.status).toBe(200);
    for (const url of [draft.url, draft.thumbnail_url ?? "", attached.url])
      expect(existsSync(storedPath(url))).toBe(false);
  });

  it("PROD-32 uploads are rate-limited per user", async () => {
    const limited = await createTestServer({ UPLOAD_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const seller = await makeUser(limited.app);
      const other = await makeUser(limited.app);
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await uploadMedia(limited.app, seller, makeVideo(), "v.mp4")).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect((await uploadMedia(limited.app, other, makeVideo(), "v.mp4")).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("PROD-28 PROD-30 with S3_* set, both copies go to the bucket and removal deletes them there", async () => {
    const bucket = await startS3StandIn();
    const s3Server = await createTestServer({
      S3_ENDPOINT: bucket.baseUrl,
      S3_BUCKET: bucket.bucket,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    });
    try {
      const seller = await makeUser(s3Server.app);
      const response = await uploadMedia(s3Server.app, seller, await makeImage("jpeg", 2000, 1000), "a.jpg");
      expect(response.status).toBe(201);
      const media = (await response.json()) as ProductMedia;
      const keys = [...bucket.objects.keys()].filter((key) => key.startsWith(`products/${seller.id}/`));
      expect(keys).toHaveLength(2);
      expect(media.url).toBe(`${bucket.baseUrl}/${bucket.bucket}/${keys.find((key) => !key.includes("-thumb"))}`);
      const display = bucket.objects.get(keys.find((key) => !key.includes("-thumb")) ?? "");
      expect(display?.contentType).toBe("image/webp");
      expect((await sharp(display?.bytes).metadata()).width).toBe(1600);
      const removed = await s3Server.app.request(
        `/api/products/media/${media.id}`,
        asUser(seller.cookie, { method: "DELETE" }),
      );
      expect(removed.status).toBe(204);
      expect([...bucket.objects.keys()].filter((key) => key.startsWith(`products/${seller.id}/`))).toEqual([]);
    } finally {
      await s3Server.close();
      await bucket.close();
    }
  });
});
