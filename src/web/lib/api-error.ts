import { type ApiErrorCode, apiErrorCodes, apiErrorSchema } from "@shared/api-errors";
import type { z } from "zod";

/** The server's codes, and the two failures only the browser can see. */
export type ClientErrorCode = ApiErrorCode | "network_failed" | "unexpected_response";
export type ApiIssue = { path: string; message: string };

/** Every failed API call throws this; `code` picks the translated message (`errors.<code>`). */
export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  readonly requestId?: string;
  readonly issues: ApiIssue[];

  constructor(options: {
    code: ClientErrorCode;
    status: number;
    message: string;
    requestId?: string;
    issues?: ApiIssue[];
  }) {
    super(options.message);
    this.name = "ApiError";
    this.code = options.code;
    this.status = options.status;
    this.requestId = options.requestId;
    this.issues = options.issues ?? [];
  }
}

function isApiErrorCode(code: string): code is ApiErrorCode {
  return (apiErrorCodes as readonly string[]).includes(code);
}

/** The catalogue key (`errors.<code>`) of whatever a call threw; unknown failures read as a server error. */
export function apiErrorKey(error: unknown): `errors.${ClientErrorCode}` {
  return `errors.${error instanceof ApiError ? error.code : "internal_error"}`;
}

export function apiGet<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return request(path, { method: "GET" }, schema);
}

export function apiSend<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { "Content-Type": "application/json" };
  }
  return request(path, init, schema);
}

/** A multipart upload (a file in a form field); the browser sets the boundary itself. */
export function apiSendForm<T>(path: string, form: FormData, schema: z.ZodType<T>): Promise<T> {
  return request(path, { method: "POST", body: form }, schema);
}

async function request<T>(path: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch (cause) {
    throw new ApiError({ code: "network_failed", status: 0, message: String(cause) });
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromBody(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ code: "unexpected_response", status: response.status, message: parsed.error.message });
  }
  return parsed.data;
}

/** The ApiError of a refused call, from the server's error body (`{ code, message, requestId, issues }`). */
export function errorFromBody(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return new ApiError({ code: "internal_error", status, message: `HTTP ${status}` });
  const { code, message, requestId, issues } = parsed.data;
  return new ApiError({ code: isApiErrorCode(code) ? code : "internal_error", status, message, requestId, issues });
}
