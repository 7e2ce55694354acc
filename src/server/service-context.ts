import type { UserStateCache } from "./cache/user-state-cache";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { AiEngine } from "./integrations/ai/engine";
import type { Mailer } from "./integrations/mail/mailer";
import type { FileStorage } from "./integrations/storage/file-storage";
import type { Logger } from "./logger";
import type { EventBus } from "./realtime/event-bus";
import type { SecretBox } from "./secrets/secret-box";

/** What every service is called with: `verb(ctx, input)` (STYLE 3). A service names the part it uses with Pick. */
export interface ServiceContext {
  /** The database, or the transaction the caller runs in (withTransaction). */
  db: Database;
  config: Config;
  logger: Logger;
  /** Tells open pages on every instance what changed (DESIGN 22). */
  events: EventBus;
  secrets: SecretBox;
  storage: FileStorage;
  mailer: Mailer;
  ai: AiEngine;
  /** The plan and AI usage as this instance holds them (decision 024). */
  userState: UserStateCache;
}
