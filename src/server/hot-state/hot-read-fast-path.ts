import type { AiQuota } from "../../shared/chat";
import type { SubscriptionState } from "../../shared/subscription-state";
import { cachedAiQuota } from "../ai/quota-service";
import { type SessionCache, sessionCookieValue } from "../auth/session-cache";
import type { Logger } from "../logger";
import { cachedSubscriptionState } from "../subscription/service";
import type { UserStateCache } from "./user-state-cache";

/** The node adapter's bindings: the raw request, whose parsed headers cost nothing to read. */
interface NodeBindings {
  incoming?: { headers: { cookie?: string } };
}

interface HotReadDeps {
  sessions: SessionCache;
  userState: UserStateCache;
  aiKind: AiQuota["engine"];
  logger: Logger;
}

/** The reads every page makes, by the path they end with; each answers from the caches alone or not at all. */
const hotReads: Record<string, (deps: HotReadDeps, userId: string, sessionBody: string) => string | undefined> = {
  "/api/auth/get-session": (_deps, _userId, sessionBody) => sessionBody,
  "/api/subscription": (deps, userId) => {
    const state: SubscriptionState | undefined = cachedSubscriptionState(deps.userState, userId, new Date());
    return state && JSON.stringify(state);
  },
  "/api/ai/quota": (deps, userId) => {
    const quota = cachedAiQuota(deps.userState, userId, new Date());
    return quota && JSON.stringify({ ...quota, engine: deps.aiKind } satisfies AiQuota);
  },
};

function hotPathOf(url: string): string | undefined {
  // Only the bare paths: a query string (Better Auth's options) goes the whole way.
  for (const path in hotReads) if (url.endsWith(path)) return path;
  return undefined;
}

/**
 * The hottest reads of the app (every page asks for the session, the plan and the AI allowance) answered
 * from this instance's caches in front of the router, with plain headers the node adapter writes without
 * conversion (docs/decisions/002 and 024). The answer is the same JSON the route gives; every miss, and
 * anything else, goes on to the app, whose routes fill the caches.
 */
export function hotReadFastPath(deps: HotReadDeps) {
  return (request: Request, bindings: unknown): Response | undefined => {
    if (request.method !== "GET") return undefined;
    const path = hotPathOf(request.url);
    if (!path) return undefined;
    const cookie = (bindings as NodeBindings | undefined)?.incoming?.headers.cookie ?? request.headers.get("cookie");
    const key = sessionCookieValue(cookie ?? undefined);
    const session = key ? deps.sessions.get(key) : undefined;
    if (!session) return undefined;
    const body = hotReads[path](deps, session.value.user.id, session.body);
    if (body === undefined) return undefined;
    const requestId = crypto.randomUUID();
    if (deps.logger.isLevelEnabled("info")) {
      deps.logger.info({ requestId, method: "GET", path, status: 200, cached: true }, "request");
    }
    return new Response(body, {
      headers: {
        "content-type": "application/json",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "x-request-id": requestId,
      },
    });
  };
}
