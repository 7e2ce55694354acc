import type { AuthServiceError } from "./auth-failures";

/** A call to Better Auth that it refused; `failure` is the client's error as it came. */
export class AuthCallError extends Error {
  readonly failure: AuthServiceError;

  constructor(failure: AuthServiceError) {
    super(failure.message ?? `HTTP ${failure.status}`);
    this.name = "AuthCallError";
    this.failure = failure;
  }
}

type AuthCallResult<T> = { data: T; error: null } | { data: null; error: AuthServiceError };

/** Better Auth's client answers `{ data, error }`; a mutation wants a refusal thrown, so it reaches `onError`. */
export async function unwrapAuthCall<T>(call: Promise<AuthCallResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new AuthCallError(error);
  return data;
}
