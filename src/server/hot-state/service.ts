import type { IncomingMessage, RequestListener } from "node:http";
import type { AiQuota } from "../../shared/chat";
import { cachedAiQuota } from "../ai/service";
import { type SessionCache, sessionCookieValue } from "../auth/service";
import type { UserState, UserStateCache } from "../cache/user-state-cache";
import type { Logger } from "../logger";
import { cachedSubscriptionState, subscriptionChangesAt } from "../subscription/service";

interface HotReadDeps {
  sessions: SessionCache;
  userState: UserStateCache;
  aiKind: AiQuota["engine"];
  logger: Logger;
}

/** A hot read's JSON, and until when (epoch ms) it stays the answer if nothing in the cache changes. */
interface HotAnswer {
  body: string;
  until: number;
}

/** The reads every page makes, by their path; each answers from the caches alone or not at all. */
const hotReads: Record<string, (deps: HotReadDeps, userId: string, now: Date) => HotAnswer | undefined> = {
  "/api/subscription": (deps, userId, now) => {
    const state = cachedSubscriptionState(deps.userState, userId, now);
    if (!state) return undefined;
    const until = subscriptionChangesAt(deps.userState.get(userId)?.subscriber, now);
    return { body: JSON.stringify(state), until };
  },
  "/api/ai/quota": (deps, userId, now) => {
    const cached = cachedAiQuota(deps.userState, userId, now);
    if (!cached) return undefined;
    return { body: JSON.stringify({ ...cached.quota, engine: deps.aiKind } satisfies AiQuota), until: cached.until };
  },
};

const sessionPath = "/api/auth/get-session";

/** The raw request target, if it is exactly a hot read's path: a query string (Better Auth's options) goes on. */
function hotPathOf(url: string): string | undefined {
  if (url === sessionPath || Object.hasOwn(hotReads, url)) return url;
  return undefined;
}

/**
 * Answers worked out from a user's cache entry, kept beside it: the cache replaces an entry on every change,
 * so a new entry starts with none, and an answer is only given again before its `until`.
 */
const answersOf = new WeakMap<UserState, Map<string, HotAnswer>>();

function answer(deps: HotReadDeps, path: string, userId: string): string | undefined {
  const now = new Date();
  const entry = deps.userState.get(userId);
  if (!entry) return undefined;
  let answers = answersOf.get(entry);
  const kept = answers?.get(path);
  if (kept && now.getTime() < kept.until) return kept.body;
  const fresh = hotReads[path]?.(deps, userId, now);
  if (!fresh) return undefined;
  if (!answers) {
    answers = new Map();
    answersOf.set(entry, answers);
  }
  answers.set(path, fresh);
  return fresh.body;
}

/** The cached answer to a request, if it is a hot read of a cached session and user. */
function hotAnswerTo(deps: HotReadDeps, incoming: IncomingMessage): { path: string; body: string } | undefined {
  if (incoming.method !== "GET" || !incoming.url) return undefined;
  const path = hotPathOf(incoming.url);
  if (!path) return undefined;
  const key = sessionCookieValue(incoming.headers.cookie);
  const session = key ? deps.sessions.get(key) : undefined;
  if (!session) return undefined;
  const body = path === sessionPath ? session.body : answer(deps, path, session.value.user.id);
  return body === undefined ? undefined : { path, body };
}

/**
 * The hottest reads of the app (every page asks for the session, the plan and the AI allowance) answered
 * from this instance's caches in front of the whole app, on the raw Node request: no Request, Response or
 * router is built for them, which was a sixth of such a read's cost (docs/decisions/002 and 024). The answer
 * is the same JSON, with the same headers, as the route gives; every miss, and anything else, goes on to
 * `next` (the app), whose routes fill the caches.
 */
export function hotReadFastPath(deps: HotReadDeps): (next: RequestListener) => RequestListener {
  return (next) => (incoming, outgoing) => {
    let hot: ReturnType<typeof hotAnswerTo>;
    try {
      hot = hotAnswerTo(deps, incoming);
    } catch (error) {
      // Out here no adapter turns a throw into an answer: it would end the process. The app answers instead.
      deps.logger.error({ err: error, path: incoming.url }, "a hot read failed; the app answers it");
    }
    if (!hot) return next(incoming, outgoing);
    const requestId = crypto.randomUUID();
    if (deps.logger.isLevelEnabled("info")) {
      deps.logger.info({ requestId, method: "GET", path: hot.path, status: 200, cached: true }, "request");
    }
    outgoing.writeHead(200, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(hot.body),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-request-id": requestId,
    });
    outgoing.end(hot.body);
  };
}
