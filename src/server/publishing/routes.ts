import { createRouter } from "../http/create-router";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { captionRoutes } from "./caption-routes";
import { channelRoutes } from "./channel-routes";
import type { PostQueue } from "./post-queue";
import { postRoutes } from "./post-routes";

/** Issue 19: the seller's channels, their posts and the captions the AI engine writes for a product. */
export function publishingRoutes(
  deps: ServiceContext,
  options: {
    postQueue: PostQueue;
    /** The per-user AI limit the chat and daily content share: a product's caption takes from it too. */
    aiRateLimit: PerUserRateLimit;
  },
) {
  return createRouter()
    .route("/channels", channelRoutes(deps))
    .route("/posts", postRoutes(deps, options))
    .route("/caption", captionRoutes(deps, options));
}
