import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiErrorCode } from "../../shared/api-error-codes";
import type { ApiErrorParams } from "../../shared/api-errors";
import { DomainError } from "../errors";
import type { AppEnv } from "./context";
import { requestLogger } from "./request-context";

function errorBody(
  c: Context<AppEnv>,
  code: ApiErrorCode,
  message: string,
  params?: ApiErrorParams,
  issues?: DomainError["issues"],
) {
  return { code, message, requestId: c.get("requestId"), ...(params ? { params } : {}), ...(issues ? { issues } : {}) };
}

/**
 * A refused body was not read to its end, so the connection cannot carry another request: saying so lets a
 * keep-alive client or proxy open a new one instead of sending the next request into a closing socket.
 */
const closeAfterAnswer = (c: Context<AppEnv>) => c.header("Connection", "close");

/** The one place errors become responses: domain errors keep their status, only unknown ones are 500s. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if ((error instanceof DomainError || error instanceof HTTPException) && error.status === 413) closeAfterAnswer(c);
  if (error instanceof DomainError) {
    return c.json(errorBody(c, error.code, error.message, error.params, error.issues), error.status);
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return c.json(errorBody(c, "payload_too_large", "The request body is too large."), 413);
    if (error.status === 415) {
      return c.json(errorBody(c, "unsupported_media_type", "This kind of request body is not accepted here."), 415);
    }
    if (error.status === 400 && /json/i.test(error.message)) {
      return c.json(errorBody(c, "malformed_json", "The request body is not valid JSON."), 400);
    }
    if (error.status < 500) {
      return c.json(errorBody(c, "validation_failed", error.message || "The request is not valid."), error.status);
    }
  }
  requestLogger(c).error({ err: error }, "unhandled error");
  return c.json(errorBody(c, "internal_error", "Something went wrong on our side."), 500);
}

export function apiNotFound(c: Context<AppEnv>) {
  return c.json(errorBody(c, "not_found", "No such API route."), 404);
}
