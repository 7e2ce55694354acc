import { createRouter } from "../http/create-router";
import type { PublishingDeps } from "./publishing-deps";

export function postRoutes(_deps: PublishingDeps) {
  return createRouter();
}
