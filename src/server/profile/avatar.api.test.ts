import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfilePage } from "../../shared/profile";
import { profiles } from "../db/schema";
import { startS3StandIn } from "../integrations/storage/test/s3-stand-in";
import { makeBlankPng } from "../test/make-blank-png";
import { makePngClaiming } from "../test/make-product";
import { asUser, makeUser } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ UPLOAD_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof makeUser>>;

/** A valid 1×1 PNG. */
const png = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

function upload(account: Account, bytes: Uint8Array, name: string, type: string, target = server) {
  const form = new FormData();
  form.append("file", new File([Uint8Array.from(bytes)], name, { type }));
  return target.app.request("/api/profile/avatar", asUser(account.cookie, { method: "POST", body: form }));
}

const avatarOf = async (account: Account) =>
  ((await (await server.app.request("/api/profile", asUser(account.cookie))).json()) as ProfilePage).profile.avatar_url;

const storedPath = (url: string) => path.join(server.config.dataDir, url.replace(/^\/uploads\//, "uploads/"));

describe("avatar upload", () => {
  it("PROF-26 an image is stored (as webp), served with its real type and shown on the profile", async () => {
    const account = await makeUser(server.app);
    const response = await upload(account, png, "me.png", "image/png");
    expect(response.status).toBe(200);
    const { avatar_url } = (await response.json()) as { avatar_url: string };
    expect(avatar_url).toMatch(new RegExp(`^/uploads/avatars/${account.id}/[0-9a-f-]+\\.webp$`));
    expect(await avatarOf(account)).toBe(avatar_url);
    const served = await server.app.request(avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const { width, height } = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 1, height: 1 });
  });

  it("PROF-24 a PNG renamed .exe is accepted, because its bytes are an image", async () => {
    const account = await makeUser(server.app);
    const response = await upload(account, png, "setup.exe", "application/octet-stream");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { avatar_url: string }).avatar_url).toMatch(/\.webp$/);
  });

  it("a photo's GPS position (EXIF) does not reach those who see the avatar", async () => {
    const account = await makeUser(server.app);
    const gps = {
      GPSLatitudeRef: "N",
      GPSLatitude: "35/1 41/1 4/1",
      GPSLongitudeRef: "E",
      GPSLongitude: "51/1 23/1 21/1",
    };
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c84" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phone", Model: "Camera" }, IFD3: gps })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(account, new Uint8Array(photo), "home.jpg", "image/jpeg");
    expect(response.status).toBe(200);
    const { avatar_url } = (await response.json()) as { avatar_url: string };
    const stored = await sharp(await readFile(storedPath(avatar_url))).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it("a 15000×15000 PNG is stored at most 512 px a side, not as the 225 MP each viewer would decode", async () => {
    const account = await makeUser(server.app);
    const response = await upload(account, makeBlankPng(15_000, 15_000), "huge.png", "image/png");
    expect(response.status, await response.clone().text()).toBe(200);
    const { avatar_url } = (await response.json()) as { avatar_url: string };
    const { width, height, format } = await sharp(await readFile(storedPath(avatar_url))).metadata();
    expect({ width, height, format }).toEqual({ width: 512, height: 512, format: "webp" });
  });

  it("a PNG whose header claims 30000×30000 pixels is refused from its header and nothing is stored", async () => {
    const account = await makeUser(server.app);
    const response = await upload(account, await makePngClaiming(30_000, 30_000), "bomb.png", "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "avatar_too_many_pixels" });
    expect(await avatarOf(account)).toBeNull();
    expect(existsSync(path.join(server.config.dataDir, "uploads", "avatars", account.id))).toBe(false);
  });

  it("an image cut short, which cannot be decoded, is refused as no image and nothing is stored", async () => {
    const account = await makeUser(server.app);
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#48c" } })
      .jpeg()
      .toBuffer();
    const response = await upload(account, new Uint8Array(photo.subarray(0, 200)), "cut.jpg", "image/jpeg");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "not_an_image", message: "only image files are allowed" });
    expect(await avatarOf(account)).toBeNull();
    const folder = path.join(server.config.dataDir, "uploads", "avatars", account.id);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it("PROF-23 PROF-24 a script renamed .png is refused with 'only image files are allowed' and nothing changes", async () => {
    const account = await makeUser(server.app);
    const first = (await (await upload(account, png, "me.png", "image/png")).json()) as { avatar_url: string };
    const script = new TextEncoder().encode("<script>alert(1)</script>");
    const response = await upload(account, script, "cat.png", "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "not_an_image", message: "only image files are allowed" });
    expect(await avatarOf(account)).toBe(first.avatar_url);
  });

  it("PROF-22 PROF-24 a file over 2 MB is refused with 'file size must not exceed 2 MB'", async () => {
    const account = await makeUser(server.app);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(png);
    const response = await upload(account, big, "big.png", "image/png");
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "avatar_too_large",
      message: "file size must not exceed 2 MB",
    });
    expect(await avatarOf(account)).toBeNull();
  });

  it("a request without a file is refused", async () => {
    const account = await makeUser(server.app);
    const response = await server.app.request(
      "/api/profile/avatar",
      asUser(account.cookie, { method: "POST", body: new FormData() }),
    );
    expect(response.status).toBe(400);
  });

  it("replacing an avatar removes the old file", async () => {
    const account = await makeUser(server.app);
    const first = (await (await upload(account, png, "a.png", "image/png")).json()) as { avatar_url: string };
    expect(existsSync(storedPath(first.avatar_url))).toBe(true);
    const second = (await (await upload(account, png, "b.png", "image/png")).json()) as { avatar_url: string };
    expect(second.avatar_url).not.toBe(first.avatar_url);
    expect(existsSync(storedPath(first.avatar_url))).toBe(false);
    expect((await server.app.request(first.avatar_url)).status).toBe(404);
    expect(existsSync(storedPath(second.avatar_url))).toBe(true);
  });

  it("deleting the account removes its avatar file", async () => {
    const account = await makeUser(server.app);
    const { avatar_url } = (await (await upload(account, png, "a.png", "image/png")).json()) as { avatar_url: string };
    const deleted = await server.app.request(
      "/api/auth/delete-user",
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: account.password }),
      }),
    );
    expect(deleted.status).toBe(200);
    expect(existsSync(storedPath(avatar_url))).toBe(false);
  });

  it("PROF-28 uploads are rate-limited per user", async () => {
    const limited = await createTestServer({ UPLOAD_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const account = await makeUser(limited.app);
      const other = await makeUser(limited.app);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await upload(account, png, "a.png", "image/png", limited)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await upload(other, png, "a.png", "image/png", limited)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("with S3_* set, avatars go to the bucket", async () => {
    const bucket = await startS3StandIn();
    const s3 = await createTestServer({
      S3_ENDPOINT: bucket.baseUrl,
      S3_BUCKET: bucket.bucket,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    });
    try {
      const account = await makeUser(s3.app);
      const response = await upload(account, png, "me.png", "image/png", s3);
      expect(response.status).toBe(200);
      const { avatar_url } = (await response.json()) as { avatar_url: string };
      expect(avatar_url.startsWith(`${bucket.baseUrl}/${bucket.bucket}/avatars/${account.id}/`)).toBe(true);
      expect(bucket.objects.size).toBe(1);
      const rows = await s3.database.db.select().from(profiles).where(eq(profiles.userId, account.id));
      expect(rows[0]?.avatarUrl).toBe(avatar_url);
    } finally {
      await s3.close();
      await bucket.close();
    }
  });
});
