import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { detectImage } from "./image-check";
import { createLocalStorage } from "./local-storage";
import { createS3Storage, S3StorageError, sha256Hex, signS3Request } from "./s3-storage";
import { startS3StandIn } from "./test/s3-stand-in";

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));
const text = (value: string) => new TextEncoder().encode(value);

// Whole 1×1 images, as small as the formats allow.
const png = fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=");
const gif = fromBase64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
const webp = fromBase64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");
// A JPEG's start: SOI, a JFIF APP0 segment, then EOI.
const jpeg = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
const script = text("<script>fetch('/api/account', { method: 'DELETE' })</script>");
const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

async function bytesOf(stream: ReadableStream<Uint8Array> | undefined): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const badKeys = ["../escape.png", "/etc/passwd", "avatars/../../escape.png", "avatars//a.png", "avatars/", "./a.png"];
const badCharacterKeys = ["avatars\\a.png", "avatars/a b.png", "avatars/ä.png", "avatars/a.png?x=1", ""];

async function failure(promise: Promise<unknown>): Promise<S3StorageError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof S3StorageError)) throw new Error(`Expected an S3StorageError, got ${String(error)}`);
  return error;
}

describe("local file storage", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "mohtava-uploads-"));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it("stores bytes in nested folders, reads them back and removes them", async () => {
    const storage = createLocalStorage({ directory });
    const { url } = await storage.put("avatars/user-1/photo.png", png, "image/png");
    expect(url).toBe("/uploads/avatars/user-1/photo.png");
    expect(new Uint8Array(await readFile(join(directory, "avatars/user-1/photo.png")))).toEqual(png);
    const stored = await storage.open("avatars/user-1/photo.png");
    expect(stored).toMatchObject({ contentType: "image/png", size: png.length });
    expect(await bytesOf(stored?.slice(0, png.length - 1))).toEqual(png);

    await storage.remove("avatars/user-1/photo.png");
    expect(await storage.open("avatars/user-1/photo.png")).toBeUndefined();
  });

  it("leaves only the stored file behind, no temporary file", async () => {
    const storage = createLocalStorage({ directory });
    await storage.put("avatars/user-1/photo.png", png, "image/png");
    await storage.put("avatars/user-1/photo.png", gif, "image/gif");
    expect(await readdir(join(directory, "avatars/user-1"))).toEqual(["photo.png"]);
    expect(new Uint8Array(await readFile(join(directory, "avatars/user-1/photo.png")))).toEqual(gif);
  });

  it("gives addresses under the public path it is told", async () => {
    const storage = createLocalStorage({ directory, publicPath: "/files/" });
    expect(await storage.put("products/p-1/front.webp", webp, "image/webp")).toEqual({
      url: "/files/products/p-1/front.webp",
    });
  });

  it("refuses a key that could leave the uploads folder or has odd characters", async () => {
    const storage = createLocalStorage({ directory });
    for (const key of [...badKeys, ...badCharacterKeys]) {
      await expect(storage.put(key, png, "image/png"), key).rejects.toThrow(/storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/storage key/);
      await expect(storage.open(key), key).rejects.toThrow(/storage key/);
    }
    expect(await readdir(directory)).toEqual([]);
  });

  it("reads a missing key as undefined and removes it without complaint", async () => {
    const storage = createLocalStorage({ directory });
    expect(await storage.open("avatars/nobody/missing.png")).toBeUndefined();
    await expect(storage.remove("avatars/nobody/missing.png")).resolves.toBeUndefined();
  });

  it("takes the content type from the bytes: a PNG stored as x.exe reads back as image/png", async () => {
    const storage = createLocalStorage({ directory });
    await storage.put("avatars/user-1/x.exe", png, "application/x-msdownload");
    expect((await storage.open("avatars/user-1/x.exe"))?.contentType).toBe("image/png");
  });

  it("reads a script stored as .png back as a download, not as an image", async () => {
    const storage = createLocalStorage({ directory });
    await storage.put("avatars/user-1/evil.png", script, "image/png");
    expect((await storage.open("avatars/user-1/evil.png"))?.contentType).toBe("application/octet-stream");
  });

  it("reads a folder's name as a missing file", async () => {
    const storage = createLocalStorage({ directory });
    await storage.put("products/user-1/clip.mp4", png, "video/mp4");
    expect(await storage.open("products/user-1")).toBeUndefined();
  });

  it("reads only the slice asked for, across its chunks, and stops at the file's end", async () => {
    const storage = createLocalStorage({ directory });
    const bytes = Uint8Array.from({ length: 200_000 }, (_, index) => index % 251);
    await storage.put("products/user-1/clip.mp4", bytes, "video/mp4");
    const stored = await storage.open("products/user-1/clip.mp4");
    expect(stored?.size).toBe(200_000);
    expect(await bytesOf(stored?.slice(65_000, 140_000))).toEqual(bytes.subarray(65_000, 140_001));
    expect(await bytesOf(stored?.slice(199_990, 300_000))).toEqual(bytes.subarray(199_990));
  });

  it("opens the file only when the slice is read, so an unread answer holds no file open", async () => {
    const storage = createLocalStorage({ directory });
    await storage.put("products/user-1/clip.mp4", png, "video/mp4");
    const stored = await storage.open("products/user-1/clip.mp4");
    const slice = stored?.slice(0, png.length - 1);
    await storage.remove("products/user-1/clip.mp4");
    await expect(bytesOf(slice)).rejects.toThrow(/ENOENT/);
  });
});

describe("S3 file storage against a local stand-in bucket", () => {
  let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
  beforeAll(async () => {
    standIn = await startS3StandIn();
  });
  afterAll(() => standIn.close());

  const storage = (options: { accessKeyId?: string; secretAccessKey?: string; publicUrl?: string } = {}) =>
    createS3Storage({
      endpoint: standIn.baseUrl,
      bucket: standIn.bucket,
      region: standIn.region,
      accessKeyId: standIn.accessKeyId,
      secretAccessKey: standIn.secretAccessKey,
      timeoutMs: 2000,
      ...options,
    });

  it("stores the bytes with their content type and returns the bucket address", async () => {
    const { url } = await storage().put("avatars/user-1/photo.png", png, "image/png");
    expect(url).toBe(`${standIn.baseUrl}/${standIn.bucket}/avatars/user-1/photo.png`);
    expect(standIn.objects.get("avatars/user-1/photo.png")).toEqual({ bytes: png, contentType: "image/png" });
    expect(standIn.requests.at(-1)).toEqual({ method: "PUT", path: `/${standIn.bucket}/avatars/user-1/photo.png` });
  });

  it("returns the public address when one is configured", async () => {
    const { url } = await storage({ publicUrl: "https://cdn.example.test/u/" }).put(
      "avatars/user-1/a.gif",
      gif,
      "image/gif",
    );
    expect(url).toBe("https://cdn.example.test/u/avatars/user-1/a.gif");
  });

  it("removes an object, and removing a missing one is not an error", async () => {
    await storage().put("avatars/user-2/old.png", png, "image/png");
    await storage().remove("avatars/user-2/old.png");
    expect(standIn.objects.has("avatars/user-2/old.png")).toBe(false);
    await expect(storage().remove("avatars/user-2/old.png")).resolves.toBeUndefined();
  });

  it("is refused with a wrong secret, and the error does not show the secret", async () => {
    const secretAccessKey = "wrong/secret/that/must/not/leak/000000000";
    const error = await failure(storage({ secretAccessKey }).put("avatars/user-3/a.png", png, "image/png"));
    expect(error).toMatchObject({ kind: "refused", status: 403, code: "SignatureDoesNotMatch" });
    expect(`${error.message} ${error.stack}`).not.toContain(secretAccessKey);
    expect(standIn.objects.has("avatars/user-3/a.png")).toBe(false);
  });

  it("is refused with an unknown access key", async () => {
    const error = await failure(
      storage({ accessKeyId: "AKIAUNKNOWN000000000" }).put("avatars/user-3/a.png", png, "image/png"),
    );
    expect(error).toMatchObject({ kind: "refused", status: 403, code: "InvalidAccessKeyId" });
  });

  it("throws when a removal is refused", async () => {
    const error = await failure(storage({ secretAccessKey: "wrong" }).remove("avatars/user-1/photo.png"));
    expect(error).toMatchObject({ kind: "refused", status: 403 });
  });

  it("throws on a server error instead of pretending the file was stored", async () => {
    standIn.failNext();
    const error = await failure(storage().put("avatars/user-4/a.png", png, "image/png"));
    expect(error).toMatchObject({ kind: "refused", status: 500, code: "InternalError" });
  });

  it("throws a clear error when the endpoint cannot be reached", async () => {
    const gone = await startS3StandIn();
    await gone.close();
    const { bucket, region, accessKeyId, secretAccessKey } = gone;
    const unreachable = createS3Storage({ endpoint: gone.baseUrl, bucket, region, accessKeyId, secretAccessKey });
    const error = await failure(unreachable.put("avatars/user-4/a.png", png, "image/png"));
    expect(error).toMatchObject({ kind: "unreachable", status: null });
    expect(error.message).toContain("could not be reached");
    expect((await failure(unreachable.open("avatars/user-4/a.png"))).message).toBe(
      'S3 could not be reached to read "avatars/user-4/a.png".',
    );
  });

  it("refuses a bad key before sending anything", async () => {
    const sent = standIn.requests.length;
    for (const key of badKeys) {
      await expect(storage().put(key, png, "image/png"), key).rejects.toThrow(/storage key/);
      await expect(storage().open(key), key).rejects.toThrow(/storage key/);
    }
    expect(standIn.requests.length).toBe(sent);
  });

  it("reads an object back byte for byte, its type judged by its bytes, not the type it was stored with", async () => {
    await storage().put("products/p-1/front.png", png, "application/x-msdownload");
    const stored = await storage().open("products/p-1/front.png");
    expect(stored).toMatchObject({ contentType: "image/png", size: png.length });
    expect(await bytesOf(stored?.slice(0, png.length - 1))).toEqual(png);
  });

  it("reads a script stored as .png back as a download", async () => {
    await storage().put("products/p-1/evil.png", script, "image/png");
    expect((await storage().open("products/p-1/evil.png"))?.contentType).toBe("application/octet-stream");
  });

  it("reads a missing key as undefined", async () => {
    expect(await storage().open("products/nobody/missing.png")).toBeUndefined();
  });

  it("reads only the bytes it needs: a sample on open, each slice when it is read, stopping at the end", async () => {
    const bytes = Uint8Array.from({ length: 200_000 }, (_, index) => index % 251);
    await storage().put("products/p-2/clip.mp4", bytes, "video/mp4");
    const path = `/${standIn.bucket}/products/p-2/clip.mp4`;
    const sent = standIn.requests.length;
    const stored = await storage().open("products/p-2/clip.mp4");
    expect(stored?.size).toBe(200_000);
    const middle = stored?.slice(65_000, 140_000);
    const end = stored?.slice(199_990, 300_000);
    expect(standIn.requests.slice(sent)).toEqual([{ method: "GET", path, range: "bytes=0-4099" }]);
    expect(await bytesOf(middle)).toEqual(bytes.subarray(65_000, 140_001));
    expect(await bytesOf(end)).toEqual(bytes.subarray(199_990));
    expect(standIn.requests.slice(sent + 1)).toEqual([
      { method: "GET", path, range: "bytes=65000-140000" },
      { method: "GET", path, range: "bytes=199990-199999" },
    ]);
    expect(await bytesOf(stored?.slice(200_000, 200_100))).toEqual(new Uint8Array());
  });

  it("reads an empty object as an empty file", async () => {
    await storage().put("products/p-3/empty.bin", new Uint8Array(), "application/octet-stream");
    const stored = await storage().open("products/p-3/empty.bin");
    expect(stored).toMatchObject({ contentType: "application/octet-stream", size: 0 });
    expect(await bytesOf(stored?.slice(0, -1))).toEqual(new Uint8Array());
  });

  it("fails a slice whose object was removed after it was opened", async () => {
    await storage().put("products/p-4/gone.png", png, "image/png");
    const stored = await storage().open("products/p-4/gone.png");
    await storage().remove("products/p-4/gone.png");
    await expect(bytesOf(stored?.slice(0, png.length - 1))).rejects.toMatchObject({
      kind: "refused",
      status: 404,
      code: "NoSuchKey",
    });
  });

  it("throws when a read is refused, without the secret in the error", async () => {
    await storage().put("products/p-5/a.png", png, "image/png");
    const secretAccessKey = "wrong/secret/that/must/not/leak/000000000";
    const error = await failure(storage({ secretAccessKey }).open("products/p-5/a.png"));
    expect(error).toMatchObject({ kind: "refused", status: 403, code: "SignatureDoesNotMatch" });
    expect(error.message).toBe(
      `S3 refused to read "products/p-5/a.png" in bucket "${standIn.bucket}": HTTP 403 SignatureDoesNotMatch.`,
    );
    expect(`${error.message} ${error.stack}`).not.toContain(secretAccessKey);
    standIn.failNext();
    expect(await failure(storage().open("products/p-5/a.png"))).toMatchObject({ status: 500, code: "InternalError" });
  });

  it("throws on a missing bucket rather than reading every file as missing", async () => {
    const wrongBucket = createS3Storage({ ...standIn, endpoint: standIn.baseUrl, bucket: "no-such-bucket" });
    const error = await failure(wrongBucket.open("products/p-5/a.png"));
    expect(error).toMatchObject({ kind: "refused", status: 404, code: "NoSuchBucket" });
  });

  it("throws a clear error when a store sends the whole object for a byte range", async () => {
    const ignoresRanges = createS3Storage({
      ...standIn,
      endpoint: "https://s3.example.test",
      fetch: async () => new Response(png, { status: 200 }),
    });
    const error = await failure(ignoresRanges.open("products/p-6/a.png"));
    expect(error).toMatchObject({ kind: "refused", status: 200 });
    expect(error.message).toContain("HTTP 200 without the byte range asked for");
  });

  it("the stand-in refuses a signature made for another key", async () => {
    const payloadHash = sha256Hex(png);
    const credentials = { accessKeyId: standIn.accessKeyId, secretAccessKey: standIn.secretAccessKey };
    const signedFor = `${standIn.baseUrl}/${standIn.bucket}/avatars/user-5/a.png`;
    const headers = await signS3Request({
      method: "PUT",
      url: signedFor,
      payloadHash,
      credentials,
      region: standIn.region,
    });
    const response = await fetch(`${standIn.baseUrl}/${standIn.bucket}/avatars/user-5/b.png`, {
      method: "PUT",
      headers,
      body: png,
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("<Code>SignatureDoesNotMatch</Code>");
  });

  it("addresses the bucket as a host name when path style is off", async () => {
    const urls: string[] = [];
    const virtualHosted = createS3Storage({
      endpoint: "https://s3.example.test",
      bucket: "shop-images",
      region: "eu-central-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      forcePathStyle: false,
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(null, { status: 200 });
      },
    });
    const { url } = await virtualHosted.put("products/p-1/front.jpg", jpeg, "image/jpeg");
    expect(urls).toEqual(["https://shop-images.s3.example.test/products/p-1/front.jpg"]);
    expect(url).toBe("https://shop-images.s3.example.test/products/p-1/front.jpg");
  });

  it("signs AWS's documented PUT Object example to its published signature", async () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: PUT Object".
    const payloadHash = sha256Hex("Welcome to Amazon S3.");
    expect(payloadHash).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const headers = await signS3Request({
      method: "PUT",
      url: "https://examplebucket.s3.amazonaws.com/test$file.text",
      headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash,
      credentials: { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" },
      region: "us-east-1",
      datetime: "20130524T000000Z",
    });
    expect(headers.get("authorization")).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, " +
        "Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });
});

describe("checking that an upload is an image", () => {
  it.each([
    ["PNG", png, { mime: "image/png", extension: "png" }],
    ["JPEG", jpeg, { mime: "image/jpeg", extension: "jpg" }],
    ["GIF", gif, { mime: "image/gif", extension: "gif" }],
    ["WebP", webp, { mime: "image/webp", extension: "webp" }],
  ])("recognises a %s by its bytes", async (_name, bytes, expected) => {
    expect(await detectImage(bytes)).toEqual(expected);
  });

  it("does not take a script renamed .png for an image", async () => {
    expect(await detectImage(script)).toBeUndefined();
  });

  it("does not accept an SVG, which can carry scripts", async () => {
    expect(await detectImage(svg)).toBeUndefined();
    expect(await detectImage(text(`<?xml version="1.0"?>${new TextDecoder().decode(svg)}`))).toBeUndefined();
  });

  it("does not take an empty file for an image", async () => {
    expect(await detectImage(new Uint8Array())).toBeUndefined();
  });
});
