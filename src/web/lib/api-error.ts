import { type ApiErrorCode, apiErrorCodes } from "@shared/api-error-codes";
import type { ApiErrorParams } from "@shared/api-errors";
// Whoever can show an API error has its messages: the catalogue registers itself on import.
import "./error-catalog";

/** The server's codes, and the two failures only the browser can see. */
export type ClientErrorCode = ApiErrorCode | "network_failed" | "unexpected_response";
export type ApiIssue = { path: string; message: string };

/** Every failed API call throws this; `code` picks the translated message (`errors.<code>`). */
export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  readonly requestId?: string;
  readonly issues: ApiIssue[];
  /** The values the translated message names (`{{plan}}`, `{{limit}}`). */
  readonly params: ApiErrorParams;

  constructor(options: {
    code: ClientErrorCode;
    status: number;
    message: string;
    requestId?: string;
    issues?: ApiIssue[];
    params?: ApiErrorParams;
  }) {
    super(options.message);
    this.name = "ApiError";
    this.code = options.code;
    this.status = options.status;
    this.requestId = options.requestId;
    this.issues = options.issues ?? [];
    this.params = options.params ?? {};
  }
}

function isApiErrorCode(code: string): code is ApiErrorCode {
  return (apiErrorCodes as readonly string[]).includes(code);
}

/** The catalogue key (`errors.<code>`) of whatever a call threw; unknown failures read as a server error. */
export function apiErrorKey(error: unknown): `errors.${ClientErrorCode}` {
  return `errors.${error instanceof ApiError ? error.code : "internal_error"}`;
}

/**
 * The ApiError of a refused call, from the server's error body (`{ code, message, requestId, issues }`). The
 * schema (and zod) is loaded with the first refusal: a page that is only answered does not download it.
 */
export async function errorFromBody(status: number, body: unknown): Promise<ApiError> {
  const { apiErrorSchema } = await import("@shared/api-errors");
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return new ApiError({ code: "internal_error", status, message: `HTTP ${status}` });
  const { code, message, requestId, issues, params } = parsed.data;
  return new ApiError({
    code: isApiErrorCode(code) ? code : "internal_error",
    status,
    message,
    requestId,
    issues,
    params,
  });
}
