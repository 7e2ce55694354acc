import type { AiEngine } from "../ai/service";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { SellerDeps } from "../seller-deps";
import type { PostQueue } from "./post-queue";

/** What the publishing services use (issue 19): the seller's services, the AI engine, and the post queue. */
export interface PublishingDeps extends SellerDeps {
  ai: AiEngine;
  postQueue: PostQueue;
  /** The per-user AI limit the chat and daily content share: a product's caption takes from it too. */
  aiRateLimit: PerUserRateLimit;
}
