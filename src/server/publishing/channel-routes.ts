import { createRouter } from "../http/create-router";
import type { PublishingDeps } from "./publishing-deps";

export function channelRoutes(_deps: PublishingDeps) {
  return createRouter();
}
