import { createHash } from "node:crypto";
import { AwsV4Signer } from "aws4fetch";
import { assertStorageKey, type FileStorage } from "./file-storage";
import { type ReadRange, sampleRange, storedObject, totalSize } from "./s3-stored-file";

export interface S3StorageOptions {
  /** e.g. "https://s3.eu-central-1.amazonaws.com" or a MinIO / Arvan / R2 address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from (a CDN or the bucket's public address); default: the object's own URL. */
  publicUrl?: string;
  /** `endpoint/bucket/key` when true, `bucket.endpoint/key` (virtual-hosted) when false. */
  forcePathStyle?: boolean;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** `unreachable`: no answer in time or a network failure. `refused`: S3 answered with a non-2xx status. */
export class S3StorageError extends Error {
  override readonly name = "S3StorageError";

  constructor(
    readonly kind: "unreachable" | "refused",
    readonly status: number | null,
    /** S3's error code from the XML answer, e.g. "SignatureDoesNotMatch". */
    readonly code: string | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

type S3Action = "store" | "remove" | "read";

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Signs a request with AWS Signature Version 4 for S3; returns every header to send, Authorization included. */
export async function signS3Request(request: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payloadHash: string;
  credentials: S3Credentials;
  region: string;
  /** yyyyMMddTHHmmssZ; now when omitted. */
  datetime?: string;
}): Promise<Headers> {
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, "x-amz-content-sha256": request.payloadHash },
    ...request.credentials,
    service: "s3",
    region: request.region,
    ...(request.datetime ? { datetime: request.datetime } : {}),
  });
  const { headers } = await signer.sign();
  return headers;
}

export function createS3Storage({
  endpoint,
  bucket,
  region,
  accessKeyId,
  secretAccessKey,
  publicUrl,
  forcePathStyle = true,
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
}: S3StorageOptions): FileStorage {
  const root = new URL(endpoint.replace(/\/+$/, ""));
  const bucketRoot = forcePathStyle
    ? `${root.origin}${root.pathname.replace(/\/+$/, "")}/${bucket}`
    : `${root.protocol}//${bucket}.${root.host}${root.pathname.replace(/\/+$/, "")}`;
  const publicRoot = publicUrl?.replace(/\/+$/, "") ?? bucketRoot;
  const credentials = { accessKeyId, secretAccessKey };

  /** One signed request for the object at key; no answer at all is an "unreachable" S3StorageError. */
  async function request(
    action: S3Action,
    key: string,
    init: { method: "GET" | "PUT" | "DELETE"; body?: Uint8Array<ArrayBuffer>; contentType?: string; range?: string },
    signal: AbortSignal,
  ): Promise<Response> {
    assertStorageKey(key);
    const url = `${bucketRoot}/${key}`;
    const payloadHash = sha256Hex(init.body ?? "");
    const headers = await signS3Request({ method: init.method, url, payloadHash, credentials, region });
    if (init.contentType) headers.set("content-type", init.contentType);
    if (init.range) headers.set("range", init.range);
    try {
      return await fetch(url, { method: init.method, headers, body: init.body, signal });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      const what = timedOut ? `did not answer within ${timeoutMs} ms` : "could not be reached";
      throw new S3StorageError("unreachable", null, null, `S3 ${what} to ${action} "${key}".`, { cause: error });
    }
  }

  /** A store or a removal: the whole exchange, its short answer read included, keeps to the time limit. */
  async function send(action: S3Action, key: string, init: Parameters<typeof request>[2]) {
    const response = await request(action, key, init, AbortSignal.timeout(timeoutMs));
    const text = await response.text();
    return { ok: response.ok, status: response.status, code: errorCodeOf(text) };
  }

  /** The bytes first..last of the object at key (a 206 answer), once S3 has answered with them. */
  async function readRange(key: string, first: number, last: number, leaving: AbortSignal) {
    // The time limit is for S3's answer only: its bytes then flow as fast as their reader takes them.
    const answered = new AbortController();
    const timer = setTimeout(() => answered.abort(new DOMException("No answer in time.", "TimeoutError")), timeoutMs);
    try {
      const signal = AbortSignal.any([leaving, answered.signal]);
      const response = await request("read", key, { method: "GET", range: `bytes=${first}-${last}` }, signal);
      if (response.status === 206 && response.body) return response.body;
      throw refusal("read", key, { status: response.status, code: await errorCode(response) });
    } finally {
      clearTimeout(timer);
    }
  }

  function refusal(action: S3Action, key: string, answer: { status: number; code: string | null }) {
    // A 2xx refused here is a whole object sent back for a byte range: the store ignored the range.
    const detail = answer.code ? ` ${answer.code}` : answer.status < 300 ? " without the byte range asked for" : "";
    return new S3StorageError(
      "refused",
      answer.status,
      answer.code,
      `S3 refused to ${action} "${key}" in bucket "${bucket}": HTTP ${answer.status}${detail}.`,
    );
  }

  return {
    kind: "s3",

    async put(key, bytes, contentType) {
      // A copy: fetch takes only ArrayBuffer-backed bytes, and the caller cannot change them mid-upload.
      const answer = await send("store", key, { method: "PUT", body: new Uint8Array(bytes), contentType });
      if (!answer.ok) throw refusal("store", key, answer);
      return { url: `${publicRoot}/${key}` };
    },

    async remove(key) {
      const answer = await send("remove", key, { method: "DELETE" });
      // S3 answers 204 for a missing key; some compatible stores answer 404 NoSuchKey.
      const missingKey = answer.status === 404 && answer.code !== "NoSuchBucket";
      if (!answer.ok && !missingKey) throw refusal("remove", key, answer);
    },

    async open(key) {
      const sample = { method: "GET", range: sampleRange } as const;
      const response = await request("read", key, sample, AbortSignal.timeout(timeoutMs));
      const readObject: ReadRange = (first, last, leaving) => readRange(key, first, last, leaving);
      const size = response.status === 206 ? totalSize(response.headers.get("content-range")) : undefined;
      if (size !== undefined) return storedObject(new Uint8Array(await response.arrayBuffer()), size, readObject);
      const code = await errorCode(response);
      // S3 answers any range of an empty object 416 InvalidRange.
      if (response.status === 416) return storedObject(new Uint8Array(), 0, readObject);
      // A missing key reads as undefined, as a missing file does; a missing bucket is a setup to fix.
      if (response.status === 404 && code !== "NoSuchBucket") return undefined;
      throw refusal("read", key, { status: response.status, code });
    },
  };
}

/** S3's error code from an error answer's XML; an unwanted successful answer is dropped unread (it may be a whole object). */
async function errorCode(response: Response): Promise<string | null> {
  if (!response.ok) return errorCodeOf(await response.text());
  await response.body?.cancel();
  return null;
}

function errorCodeOf(text: string): string | null {
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1] ?? null;
}
