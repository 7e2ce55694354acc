/** Where uploads (avatars, product images and videos) live: the local disk or an S3-compatible bucket. */
export interface FileStorage {
  kind: "local" | "s3";
  /** Stores bytes under key (e.g. "avatars/<userId>/<uuid>.png"); returns the URL the browser loads it from. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  /** Removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The stored file, read back: the local store's are served at GET /uploads/<key>, and a seller's bot
   * uploads product photos from either store. Undefined when missing.
   */
  open(key: string): Promise<StoredFile | undefined>;
}

/** A stored file as it is served: its type (judged by its bytes), its length, and any slice of it. */
export interface StoredFile {
  contentType: string;
  size: number;
  /** The bytes from start to end (both included), read from the store only as the stream is read. */
  slice(start: number, end: number): ReadableStream<Uint8Array>;
}

/** The stored bytes (local disk or S3), for sending them on; undefined when the file is missing or empty. */
export async function storedBytes(storage: FileStorage, key: string): Promise<Uint8Array | undefined> {
  const file = await storage.open(key);
  if (!file || file.size === 0) return undefined;
  return new Uint8Array(await new Response(file.slice(0, file.size - 1)).arrayBuffer());
}

/** Keys under this prefix (applicants' CVs, receipts) are never served by /uploads; only their feature reads them back. */
export const privateKeyPrefix = "private/";
/** Card-to-card receipts were stored here, public, before issue 34; the orders feature still reads them. */
const retiredReceiptPrefix = "receipts/";

/** A file only its own feature hands out, to those it decides: /uploads answers 404 for it. */
export const isPrivateKey = (key: string) => key.startsWith(privateKeyPrefix) || key.startsWith(retiredReceiptPrefix);

const keyCharacters = /^[a-zA-Z0-9/_.-]+$/;
const longestKey = 512;

/** Keys are built by the server, so a bad one is a bug: refuse it before it can name a path outside the store. */
export function assertStorageKey(key: string): void {
  const segments = key.split("/");
  const valid =
    key.length <= longestKey &&
    keyCharacters.test(key) &&
    segments.every((segment) => segment !== "" && segment !== "." && segment !== "..");
  if (!valid) throw new TypeError(`Not a valid storage key: ${JSON.stringify(key.slice(0, longestKey))}.`);
}
