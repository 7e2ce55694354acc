import { createRouter } from "../http/create-router";
import type { PublishingDeps } from "./publishing-deps";

export function captionRoutes(_deps: PublishingDeps) {
  return createRouter();
}
