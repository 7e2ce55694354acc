/**
 * A sealed secret that cannot be opened: tampered with, sealed for another kind or under another
 * app secret, or not in the stored form. It is a server fault (500), never the browser's, so it is
 * not a DomainError; its message never carries the sealed text or any part of the secret.
 */
export class SecretUnreadableError extends Error {
  override readonly name = "SecretUnreadableError";

  constructor(
    readonly reason: "malformed" | "unknown-version" | "not-authentic",
    options?: ErrorOptions,
  ) {
    super(`The stored secret cannot be opened (${reason}).`, options);
  }
}
