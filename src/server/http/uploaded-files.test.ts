import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../integrations/storage/local-storage";
import { makeVideo } from "../test/make-product";
import { compressAnswers } from "./compression";
import type { AppEnv } from "./context";
import { byteRange, uploadedFiles } from "./uploaded-files";

// An MP4's start followed by 100 000 numbered bytes, long enough to span the store's read chunks.
const video = new Uint8Array([...makeVideo(), ...Array.from({ length: 100_000 }, (_, index) => index % 251)]);
const size = video.length;
const key = "products/user-1/clip.mp4";

let directory: string;
let app: Hono<AppEnv>;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "uploaded-files-"));
  const storage = createLocalStorage({ directory });
  await storage.put(key, video, "video/mp4");
  // As createApp mounts it: behind the compression of dynamic answers.
  app = new Hono<AppEnv>().use(compressAnswers).route("/uploads", uploadedFiles(storage));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const get = (range?: string, method = "GET") =>
  app.request(`/uploads/${key}`, {
    method,
    headers: { "accept-encoding": "gzip, br", ...(range === undefined ? {} : { range }) },
  });
const bodyOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe("serving an uploaded video", () => {
  it("without a range sends the whole file and says ranges are accepted", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("content-length")).toBe(String(size));
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await bodyOf(response)).toEqual(video);
  });

  it("sends bytes a to b of `bytes=a-b` as 206 Partial Content", async () => {
    const response = await get("bytes=100-70099");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 100-70099/${size}`);
    expect(response.headers.get("content-length")).toBe("70000");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await bodyOf(response)).toEqual(video.subarray(100, 70_100));
  });

  it("answers Safari's first probe, `bytes=0-1`, with two bytes", async () => {
    const response = await get("bytes=0-1");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-1/${size}`);
    expect(await bodyOf(response)).toEqual(video.subarray(0, 2));
  });

  it("sends from a to the end for `bytes=a-`, and stops at the end for a range past it", async () => {
    const open = await get(`bytes=${size - 10}-`);
    expect(open.status).toBe(206);
    expect(open.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(await bodyOf(open)).toEqual(video.subarray(size - 10));

    const past = await get(`bytes=${size - 4}-${size + 1000}`);
    expect(past.headers.get("content-range")).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
    expect(await bodyOf(past)).toEqual(video.subarray(size - 4));
  });

  it("sends the last n bytes for `bytes=-n`", async () => {
    const response = await get("bytes=-500");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(await bodyOf(response)).toEqual(video.subarray(size - 500));
  });

  it("answers a range that starts past the end with 416 and the file's length", async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, "bytes=-0"]) {
      const response = await get(range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe(`bytes */${size}`);
      expect(await response.text(), range).toBe("");
    }
  });

  it("ignores a range it does not serve (several, another unit, backwards) and sends the whole file", async () => {
    for (const range of ["bytes=0-1,5-9", "items=0-1", "bytes=9-2", "bytes=x-y", "bytes=-"]) {
      const response = await get(range);
      expect(response.status, range).toBe(200);
      expect(response.headers.get("content-length"), range).toBe(String(size));
      expect((await bodyOf(response)).length, range).toBe(size);
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await get("bytes=0-9", "HEAD");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-9/${size}`);
    expect(await response.text()).toBe("");
  });

  it("answers a missing file with 404", async () => {
    const response = await app.request("/uploads/products/user-1/gone.mp4", { headers: { range: "bytes=0-1" } });
    expect(response.status).toBe(404);
  });
});

describe("reading a Range header", () => {
  it("handles an empty file: no range is the whole (empty) file, any suffix is unsatisfiable", () => {
    expect(byteRange(undefined, 0)).toEqual({ kind: "whole" });
    expect(byteRange("bytes=-5", 0)).toEqual({ kind: "unsatisfiable" });
    expect(byteRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("gives the whole file as a slice when the suffix is longer than the file", () => {
    expect(byteRange("bytes=-500", 100)).toEqual({ kind: "slice", start: 0, end: 99 });
  });
});

describe("a bucket's files", () => {
  it("are not served by the app: the bucket (or its CDN) serves them, so /uploads is no way into it", async () => {
    const local = createLocalStorage({ directory });
    // A store that can read the file, as S3 can, but is a bucket.
    const bucket = { ...local, kind: "s3" as const };
    const onBucket = new Hono<AppEnv>().route("/uploads", uploadedFiles(bucket));
    expect((await onBucket.request(`/uploads/${key}`)).status).toBe(404);
  });
});
