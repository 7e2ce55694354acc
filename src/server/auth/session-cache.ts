/** What Better Auth's get-session answers for a valid session (dates as ISO strings once serialised). */
export interface CachedSession {
  session: { id: string; userId: string; expiresAt: Date | string; [field: string]: unknown };
  user: { id: string; email: string; name: string; [field: string]: unknown };
}

interface Entry {
  value: CachedSession;
  body: string;
  /** Until when (epoch ms) it may be answered: the earlier of the cache's window and the session's expiry. */
  until: number;
}

/**
 * Session reads are the hottest path (every page and API call) and cost several queries on the
 * embedded database, so validated sessions are kept in memory, keyed by the whole signed cookie
 * (a forged cookie is never a hit). Every session change forgets the user's entries at once, on this
 * instance and, through the event bus and the database's triggers, on the others (docs/decisions/002 and
 * 024). `ttlMs` only makes an entry go back to Better Auth now and then, so it rolls the session's expiry.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts forgets: a session read that began before one may be stale and is not kept (see `set`). */
  private forgets = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Where forgets stand now; a reader takes it before reading the database and passes it to `set`. */
  generation(): number {
    return this.forgets;
  }

  /**
   * Keeps a session read from the database. A read that began before a forget (`readAt`, the generation
   * then) may have seen what the forget undid (a block, a sign-out committing meanwhile): it is not kept.
   */
  set(key: string, value: CachedSession, now = Date.now(), readAt = this.forgets) {
    if (this.ttlMs <= 0 || readAt !== this.forgets) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const until = Math.min(now + this.ttlMs, new Date(value.session.expiresAt).getTime());
    this.entries.set(key, { value, body: JSON.stringify(value), until });
  }

  forgetUser(userId: string) {
    this.forgets += 1;
    for (const [key, entry] of this.entries) {
      if (entry.value.user.id === userId) this.entries.delete(key);
    }
  }

  clear() {
    this.forgets += 1;
    this.entries.clear();
  }
}

const sessionCookieNames = ["better-auth.session_token=", "__Secure-better-auth.session_token="];

/**
 * The session part of a Cookie header: the cache key. Looked up rather than split into cookies, as every
 * request asks (issue 20's hot reads).
 */
export function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const name of sessionCookieNames) {
    for (let at = cookieHeader.indexOf(name); at !== -1; at = cookieHeader.indexOf(name, at + 1)) {
      // The name must start a cookie, not end another one's name (`__Secure-better-auth…` holds the other).
      const before = cookieHeader[at - 1];
      if (at > 0 && before !== " " && before !== ";") continue;
      const start = at + name.length;
      const end = cookieHeader.indexOf(";", start);
      return (end === -1 ? cookieHeader.slice(start) : cookieHeader.slice(start, end)).trim();
    }
  }
  return undefined;
}
