import { createRouter } from "../http/create-router";
import { captionRoutes } from "./caption-routes";
import { channelRoutes } from "./channel-routes";
import { postRoutes } from "./post-routes";
import type { PublishingDeps } from "./publishing-deps";

/** Issue 19: the seller's channels, their posts and the captions the AI engine writes for a product. */
export function publishingRoutes(deps: PublishingDeps) {
  return createRouter()
    .route("/channels", channelRoutes(deps))
    .route("/posts", postRoutes(deps))
    .route("/caption", captionRoutes(deps));
}
