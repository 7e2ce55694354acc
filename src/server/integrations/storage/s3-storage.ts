import { createHash } from "node:crypto";
import { AwsV4Signer } from "aws4fetch";
import { assertStorageKey, type FileStorage } from "./file-storage";

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

  async function send(
    action: "store" | "remove",
    key: string,
    request: { method: "PUT" | "DELETE"; body?: Uint8Array<ArrayBuffer>; contentType?: string },
  ) {
    assertStorageKey(key);
    const url = `${bucketRoot}/${key}`;
    const payloadHash = sha256Hex(request.body ?? "");
    const headers = await signS3Request({ method: request.method, url, payloadHash, credentials, region });
    if (request.contentType) headers.set("content-type", request.contentType);
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        headers,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      const what = timedOut ? `did not answer within ${timeoutMs} ms` : "could not be reached";
      throw new S3StorageError("unreachable", null, null, `S3 ${what} to ${action} "${key}".`, { cause: error });
    }
    const text = await response.text();
    return { ok: response.ok, status: response.status, code: errorCodeOf(text) };
  }

  function refusal(action: string, key: string, answer: { status: number; code: string | null }) {
    const code = answer.code ? ` ${answer.code}` : "";
    return new S3StorageError(
      "refused",
      answer.status,
      answer.code,
      `S3 refused to ${action} "${key}" in bucket "${bucket}": HTTP ${answer.status}${code}.`,
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
  };
}

function errorCodeOf(text: string): string | null {
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1] ?? null;
}
