import { crc32 } from "node:zlib";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { App } from "../app";
import type { Database } from "../db/client";
import { productVariants } from "../db/schema";
import { asUser, sendJsonAs, type TestAccount } from "./make-user";

/** A real image of the given size and format, drawn by sharp (tests of type checks and resizing). */
export async function makeImage(format: "jpeg" | "png" | "webp", width = 64, height = 48): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/**
 * A small PNG whose header claims `width`×`height` pixels (a decompression bomb's shape): a server that
 * trusts the header to decode it would allocate width×height×3 bytes.
 */
export async function makePngClaiming(width: number, height: number): Promise<Uint8Array> {
  const bytes = await makeImage("png", 8, 8);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The signature (8 bytes), then IHDR: length (4), type (4), width, height ... and its CRC after 13 bytes.
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(bytes.subarray(12, 29)));
  return bytes;
}

function box(type: string, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(8 + body.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(body, 8);
  return bytes;
}

/** The start of an MP4 (or, with brand "qt  ", a MOV): an `ftyp` box and an empty `mdat`. */
export function makeVideo(brand: "isom" | "qt  " = "isom"): Uint8Array {
  const brandBytes = new TextEncoder().encode(brand);
  const ftypBody = new Uint8Array(16);
  ftypBody.set(brandBytes, 0);
  ftypBody.set(brandBytes, 8);
  ftypBody.set(new TextEncoder().encode("mp41"), 12);
  const ftyp = box("ftyp", ftypBody);
  const mdat = box("mdat", new Uint8Array(32));
  const bytes = new Uint8Array(ftyp.length + mdat.length);
  bytes.set(ftyp);
  bytes.set(mdat, ftyp.length);
  return bytes;
}

export function uploadMedia(app: App, account: TestAccount, bytes: Uint8Array, name: string, type = "") {
  const form = new FormData();
  form.append("file", new File([Uint8Array.from(bytes)], name, { type }));
  return app.request("/api/products/media", asUser(account.cookie, { method: "POST", body: form }));
}

let codeSequence = 0;

/** A product with the required fields filled; `overrides` change any field. */
export function productBody(overrides: Record<string, unknown> = {}) {
  codeSequence += 1;
  return { name: "Blue mug", price: 250_000, product_code: `MUG-${codeSequence}`, ...overrides };
}

export async function makeProduct(app: App, account: TestAccount, overrides: Record<string, unknown> = {}) {
  const response = await sendJsonAs(app, account, "/api/products", productBody(overrides));
  if (response.status !== 201)
    throw new Error(`creating a product failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as MadeProduct;
}

/** A product as POST /api/products answers, with the variants a buyer orders (one, without options: DESIGN 29). */
export interface MadeProduct {
  id: string;
  product_code: string;
  media: { id: string }[];
  variants: { id: string; code: string; stock: number | null }[];
}

/**
 * The id of a product's first variant (a product without options has only that one), for a test that has only
 * the product's id: an order line names the variant (DESIGN 30).
 */
export async function variantIdOf(db: Database, productId: string): Promise<string> {
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position))
    .limit(1);
  if (!variant) throw new Error(`the product ${productId} has no variant`);
  return variant.id;
}

export async function makeDraftMedia(app: App, account: TestAccount) {
  const response = await uploadMedia(app, account, makeVideo(), "clip.mp4");
  if (response.status !== 201) throw new Error(`uploading failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; url: string };
}
