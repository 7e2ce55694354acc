/**
 * One part of a user's cached state, declared by the feature that reads it (the plan by subscription, the first
 * page of orders by orders…): the cache holds parts without knowing what they are.
 */
export interface StatePart<T> {
  /** For logs and tests; two parts may share a name, the part itself is the key. */
  readonly name: string;
  /** The characters of text a value holds, for parts that keep lists: what the cache's memory grows with. */
  readonly textLength?: (value: T) => number;
}

/** Declares a part of the user's state; a feature keeps the part it declares in a constant of its own. */
export function statePart<T>(name: string, options: { textLength?: (value: T) => number } = {}): StatePart<T> {
  return { name, textLength: options.textLength };
}

/**
 * A user's entry: each part's value, by part. Never changed once made: the cache replaces an entry on every
 * change, so what is worked out from one can be kept beside it (the fast path's answers).
 */
export type UserState = ReadonlyMap<StatePart<never>, unknown>;

/** The characters of the lists an entry holds. */
function textLengthOf(state: UserState): number {
  let length = 0;
  for (const [part, value] of state) length += (part as StatePart<unknown>).textLength?.(value) ?? 0;
  return length;
}

/**
 * Hot per-user state (the plan, AI usage, the counts and the first page of each list) kept on this instance
 * (docs/decisions/024). Entries never expire by time: the database's triggers announce every change to the rows
 * they come from on the event bus, and every instance forgets that user's entry. A period's start is part of
 * the AI usage entry, so a new day or month is a miss, not a stale count.
 */
export class UserStateCache {
  private readonly entries = new Map<string, UserState>();
  /** Counts forgets: a read that began before one may have seen what the change undid, and is not kept. */
  private forgets = 0;
  /** The characters of every entry's lists (`textLengthOf`), held under `maxTextLength`. */
  private textLength = 0;

  /**
   * The oldest entries go when there are more than `maxEntries` or their lists hold more than `maxTextLength`
   * characters (64 MiB or so at two bytes a character, as Persian text is kept).
   */
  constructor(
    private readonly maxEntries = 100_000,
    private readonly maxTextLength = 32 * 1024 * 1024,
  ) {}

  /** The user's whole entry, as one object until it next changes. */
  entry(userId: string): UserState | undefined {
    return this.entries.get(userId);
  }

  /** One part of the user's entry, if this instance holds it. */
  get<T>(userId: string, part: StatePart<T>): T | undefined {
    return this.entries.get(userId)?.get(part) as T | undefined;
  }

  /** Where forgets stand now; a reader takes it before reading the database and passes it to `remember`. */
  generation(): number {
    return this.forgets;
  }

  remember<T>(userId: string, readAt: number, part: StatePart<T>, value: T) {
    if (readAt !== this.forgets) return;
    const known = this.entries.get(userId);
    // A new map, never a changed one: what was worked out from an entry may be kept beside that object.
    const entry = new Map(known);
    entry.set(part, value);
    this.textLength += textLengthOf(entry) - (known ? textLengthOf(known) : 0);
    this.entries.set(userId, entry);
    this.dropOldestWhileOver();
  }

  forget(userId: string) {
    this.forgets += 1;
    this.drop(userId);
  }

  clear() {
    this.forgets += 1;
    this.entries.clear();
    this.textLength = 0;
  }

  /** What the kept lists hold, in characters (for the tests of the bound). */
  keptTextLength(): number {
    return this.textLength;
  }

  private drop(userId: string) {
    const known = this.entries.get(userId);
    if (!known) return;
    this.textLength -= textLengthOf(known);
    this.entries.delete(userId);
  }

  /** Oldest first; the newest entry stays even alone over the bound, as its read is answered from it anyway. */
  private dropOldestWhileOver() {
    while (this.entries.size > this.maxEntries || (this.textLength > this.maxTextLength && this.entries.size > 1)) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.drop(oldest.value);
    }
  }
}

/**
 * One part of the user's state: from the cache when it holds a current one, else `load`ed and kept. Without
 * a cache (a transaction's reads) it is always loaded.
 */
export async function readThrough<T>(
  cache: UserStateCache | undefined,
  userId: string,
  part: StatePart<T>,
  read: { load: () => Promise<T>; isCurrent?: (value: T) => boolean },
): Promise<T> {
  const cached = cache?.get(userId, part);
  if (cached !== undefined && (read.isCurrent?.(cached) ?? true)) return cached;
  const readAt = cache?.generation() ?? 0;
  const value = await read.load();
  cache?.remember(userId, readAt, part, value);
  return value;
}
