import type { IncomingMessage, RequestListener } from "node:http";
import { type SessionCache, sessionCookieValue } from "../auth/service";
import type { UserState, UserStateCache } from "../cache/user-state-cache";
import type { Logger } from "../logger";

/** A hot read's JSON, and until when (epoch ms) it stays the answer if nothing in the cache changes. */
export interface HotAnswer {
  body: string;
  until: number;
}

/**
 * A read every page makes, answered from this instance's caches alone: declared beside the route it stands in
 * for, with the same JSON.
 */
export interface HotRead {
  /** The request target it answers, exactly (`/api/subscription`): a query string goes on to the app. */
  path: string;
  /** The answer from the cache alone, or undefined when the cache does not hold all of it. */
  answer: (cache: UserStateCache, userId: string, now: Date) => HotAnswer | undefined;
}

interface HotReadDeps {
  sessions: SessionCache;
  userState: UserStateCache;
  /** The reads answered here besides the session, each declared beside its route. */
  reads: HotRead[];
  logger: Logger;
}

/** Better Auth's session read, answered from the session cache; with a query string (its options) it goes on. */
const sessionPath = "/api/auth/get-session";

/**
 * Answers worked out from a user's cache entry, kept beside it: the cache replaces an entry on every change,
 * so a new entry starts with none, and an answer is only given again before its `until`.
 */
const answersOf = new WeakMap<UserState, Map<string, HotAnswer>>();

function answer(cache: UserStateCache, read: HotRead, userId: string): string | undefined {
  const now = new Date();
  const entry = cache.entry(userId);
  if (!entry) return undefined;
  let answers = answersOf.get(entry);
  const kept = answers?.get(read.path);
  if (kept && now.getTime() < kept.until) return kept.body;
  const fresh = read.answer(cache, userId, now);
  if (!fresh) return undefined;
  if (!answers) {
    answers = new Map();
    answersOf.set(entry, answers);
  }
  answers.set(read.path, fresh);
  return fresh.body;
}

/** The cached answer to a request, if it is a hot read of a cached session and user. */
function hotAnswerTo(
  deps: HotReadDeps,
  reads: ReadonlyMap<string, HotRead>,
  incoming: IncomingMessage,
): { path: string; body: string } | undefined {
  if (incoming.method !== "GET" || !incoming.url) return undefined;
  const path = incoming.url;
  const read = reads.get(path);
  if (path !== sessionPath && !read) return undefined;
  const key = sessionCookieValue(incoming.headers.cookie);
  const session = key ? deps.sessions.get(key) : undefined;
  if (!session) return undefined;
  const body = read ? answer(deps.userState, read, session.value.user.id) : session.body;
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
  const reads = new Map(deps.reads.map((read) => [read.path, read]));
  return (next) => (incoming, outgoing) => {
    let hot: ReturnType<typeof hotAnswerTo>;
    try {
      hot = hotAnswerTo(deps, reads, incoming);
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
