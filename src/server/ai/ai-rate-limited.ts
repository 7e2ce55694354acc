import { DomainError } from "../errors";

export const aiRateLimited = () =>
  new DomainError("rate_limited", 429, "Too many AI requests; please wait a moment and try again.");
