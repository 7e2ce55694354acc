import type { ApiErrorCode } from "../shared/api-error-codes";
import type { ApiErrorParams } from "../shared/api-errors";

/** A typed domain error: services throw it, the one error handler maps it to a status and code. */
export class DomainError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502,
    message: string,
    options?: ErrorOptions & { params?: ApiErrorParams; issues?: ApiErrorIssue[] },
  ) {
    super(message, options);
    this.params = options?.params;
    this.issues = options?.issues;
  }

  /** Values the translated message names (the plan that allows more, a limit); sent with the code. */
  readonly params?: ApiErrorParams;
  /** A rule only the service can check (a time in the past): the field and its message key, as the door's hook gives. */
  readonly issues?: ApiErrorIssue[];
}

type ApiErrorIssue = { path: string; message: string };

/** 400 validation_failed on one field, with its message key, for what the schema alone cannot tell. */
export const fieldInvalid = (path: string, message: string) =>
  new DomainError("validation_failed", 400, "The request is not valid.", { issues: [{ path, message }] });

export const unauthenticated = () => new DomainError("unauthenticated", 401, "You must sign in first.");
export const forbidden = () => new DomainError("forbidden", 403, "You are not allowed to do this.");
export const notFound = (what = "Resource") => new DomainError("not_found", 404, `${what} not found.`);
