import type { UserStateCache } from "../cache/user-state-cache";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { AiEngine } from "../integrations/ai/engine";
import type { Logger } from "../logger";

/** What a feature that asks the AI on a user's behalf needs: the engine, the user's allowance and its rate limit. */
export interface AiDeps {
  db: Database;
  /** The plan and AI usage as this instance holds them (decision 024). */
  userState: UserStateCache;
  engine: AiEngine;
  rateLimit: PerUserRateLimit;
  logger: Logger;
}

export const aiRateLimited = () =>
  new DomainError("rate_limited", 429, "Too many AI requests; please wait a moment and try again.");
