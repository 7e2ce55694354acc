import type { Config } from "./config";
import type { Database } from "./db/client";
import type { FileStorage } from "./integrations/storage/file-storage";
import type { Logger } from "./logger";
import type { EventBus } from "./realtime/event-bus";
import type { SecretBox } from "./secrets/secret-box";

/** What every seller feature's service may use; each feature adds its own (a rate limit, a client). */
export interface SellerDeps {
  db: Database;
  config: Config;
  logger: Logger;
  storage: FileStorage;
  secrets: SecretBox;
  /** Tells the seller's open pages, on every instance, what changed (DESIGN 22). */
  events: EventBus;
}
