import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { AwsV4Signer } from "aws4fetch";
import { readBody, startStandInServer } from "../../../test/stand-in-server";
import { sha256Hex } from "../s3-storage";

/**
 * A local S3 bucket speaking path-style PUT, GET and DELETE of `/<bucket>/<key>`. Every request must carry a
 * SigV4 Authorization header for the stand-in's access key; the signature is recomputed with the secret and
 * compared, and a wrong one gets S3's 403 XML answer. A GET honours `Range: bytes=a-b` as S3
 * does (206 with Content-Range; 416 InvalidRange from the object's end on, so for any range of an empty
 * object). Objects live in `objects`; `failNext()` answers HTTP 500.
 */
export interface S3StandInOptions {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const allowedSkewMs = 15 * 60_000;

const authorizationMessages = {
  AccessDenied: "Access Denied",
  InvalidAccessKeyId: "The AWS Access Key Id you provided does not exist in our records.",
  AuthorizationHeaderMalformed: "The authorization header is malformed; the region is wrong.",
  RequestTimeTooSkewed: "The difference between the request time and the current time is too large.",
  XAmzContentSHA256Mismatch: "The provided 'x-amz-content-sha256' header does not match what was computed.",
  SignatureDoesNotMatch: "The request signature we calculated does not match the signature you provided.",
};
type AuthorizationProblem = keyof typeof authorizationMessages;

export async function startS3StandIn({
  bucket = "mohtava-uploads",
  region = "us-east-1",
  accessKeyId = "AKIASTANDIN000000000",
  secretAccessKey = "stand-in/secret/key/0000000000000000000",
}: S3StandInOptions = {}) {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; path: string; range?: string }[] = [];
  let failures = 0;

  function refuse(response: ServerResponse, status: number, code: string, message: string) {
    response
      .writeHead(status, { "content-type": "application/xml" })
      .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
  }

  /** The S3 error code the request earns, or undefined when its signature holds. */
  async function authorizationProblem(
    request: IncomingMessage,
    body: Buffer,
  ): Promise<[number, AuthorizationProblem] | undefined> {
    const match = authorizationPattern.exec(request.headers.authorization ?? "");
    const date = header(request, "x-amz-date");
    const payloadHash = header(request, "x-amz-content-sha256");
    if (!match || !date || !payloadHash) return [403, "AccessDenied"];
    const [, keyId, day, signedRegion, signedHeaders, signature] = match;
    if (keyId !== accessKeyId) return [403, "InvalidAccessKeyId"];
    if (signedRegion !== region) return [400, "AuthorizationHeaderMalformed"];
    if (!date.startsWith(day) || !(Math.abs(Date.now() - parseAmzDate(date)) <= allowedSkewMs)) {
      return [403, "RequestTimeTooSkewed"];
    }
    if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(body))
      return [400, "XAmzContentSHA256Mismatch"];
    const names = signedHeaders.split(";");
    if (!names.includes("host") || !names.includes("x-amz-date") || !names.includes("x-amz-content-sha256")) {
      return [403, "SignatureDoesNotMatch"];
    }
    const expected = await new AwsV4Signer({
      method: request.method,
      url: `http://${request.headers.host}${request.url}`,
      headers: names
        .filter((name) => name !== "host")
        .map((name): [string, string] => [name, header(request, name) ?? ""]),
      accessKeyId,
      secretAccessKey,
      service: "s3",
      region,
      datetime: date,
      allHeaders: true,
    }).signature();
    return sameText(expected, signature) ? undefined : [403, "SignatureDoesNotMatch"];
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const range = header(request, "range");
    requests.push({ method: request.method ?? "GET", path, ...(range ? { range } : {}) });
    if (failures > 0) {
      failures -= 1;
      refuse(response, 500, "InternalError", "We encountered an internal error. Please try again.");
      return;
    }
    const problem = await authorizationProblem(request, body);
    if (problem) {
      refuse(response, problem[0], problem[1], authorizationMessages[problem[1]]);
      return;
    }
    const [, pathBucket, ...keyParts] = path.split("/");
    const key = decodeURIComponent(keyParts.join("/"));
    if (pathBucket !== bucket) return refuse(response, 404, "NoSuchBucket", "The specified bucket does not exist.");
    if (key === "") return refuse(response, 400, "InvalidRequest", "This stand-in only handles objects.");

    if (request.method === "PUT") {
      objects.set(key, {
        bytes: new Uint8Array(body),
        contentType: header(request, "content-type") ?? "binary/octet-stream",
      });
      response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
    } else if (request.method === "GET") {
      const object = objects.get(key);
      if (!object) return refuse(response, 404, "NoSuchKey", "The specified key does not exist.");
      const size = object.bytes.length;
      const asked = byteRange(range);
      if (!asked) {
        response.writeHead(200, { "content-type": object.contentType }).end(object.bytes);
        return;
      }
      if (asked.first >= size) {
        response.setHeader("content-range", `bytes */${size}`);
        return refuse(response, 416, "InvalidRange", "The requested range is not satisfiable");
      }
      const last = Math.min(asked.last, size - 1);
      response
        .writeHead(206, { "content-type": object.contentType, "content-range": `bytes ${asked.first}-${last}/${size}` })
        .end(object.bytes.subarray(asked.first, last + 1));
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
    } else refuse(response, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
  }

  const server = await startStandInServer(handle);

  return {
    /** The endpoint to give the client, as `endpoint`. */
    baseUrl: server.baseUrl,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    /** The next request is answered HTTP 500 InternalError. */
    failNext() {
      failures += 1;
    },
    close: server.close,
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** `bytes=a-b`, the one form the client sends; undefined (the whole object) for none or a backwards one, as S3 does. */
function byteRange(range: string | undefined): { first: number; last: number } | undefined {
  const [, first, last] = /^bytes=(\d+)-(\d+)$/.exec(range ?? "")?.map(Number) ?? [];
  return first === undefined || first > last ? undefined : { first, last };
}

function parseAmzDate(date: string): number {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!parts) return Number.NaN;
  const [, year, month, day, hours, minutes, seconds] = parts.map(Number);
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}

function sameText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
