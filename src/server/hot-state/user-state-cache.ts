import type { OrderStatus } from "../../shared/orders";
import type { SubscriberColumns } from "../subscription/plan-timeline";

export interface UserState {
  /** The user's subscribers row as read; null when the user has none. */
  subscriber?: SubscriberColumns | null;
  /** AI messages the user spent since `since` (epoch ms, the start of the current allowance period). */
  aiUsed?: { since: number; used: number };
  /** Daily content's allowance: ideas granted since `since` and regenerations on `today` (ISO dates). */
  dailyContent?: { since: string; today: string; used: number; regenerated: number };
  /** The seller's orders by status (the orders tab's counts). */
  orderCounts?: { status: OrderStatus; count: number }[];
}

type Known<K extends keyof UserState> = Exclude<UserState[K], undefined>;

/**
 * One part of the user's state: from the cache when it holds a current one, else `load`ed and kept. Without
 * a cache (a transaction's reads) it is always loaded.
 */
export async function readThrough<K extends keyof UserState>(
  cache: UserStateCache | undefined,
  userId: string,
  part: { key: K; load: () => Promise<Known<K>>; isCurrent?: (value: Known<K>) => boolean },
): Promise<Known<K>> {
  const cached = cache?.get(userId)?.[part.key];
  if (cached !== undefined && (part.isCurrent?.(cached as Known<K>) ?? true)) return cached as Known<K>;
  const readAt = cache?.generation() ?? 0;
  const value = await part.load();
  cache?.remember(userId, readAt, { [part.key]: value });
  return value;
}

/**
 * Hot per-user state (the plan, AI usage) kept on this instance (docs/decisions/024). Entries never expire by
 * time: the database's triggers announce every change to the rows they come from on the event bus, and every
 * instance forgets that user's entry. A period's start is part of the AI usage entry, so a new day or month
 * is a miss, not a stale count.
 */
export class UserStateCache {
  private readonly entries = new Map<string, UserState>();
  /** Counts forgets: a read that began before one may have seen what the change undid, and is not kept. */
  private forgets = 0;

  constructor(private readonly maxEntries = 100_000) {}

  get(userId: string): UserState | undefined {
    return this.entries.get(userId);
  }

  /** Where forgets stand now; a reader takes it before reading the database and passes it to `remember`. */
  generation(): number {
    return this.forgets;
  }

  remember(userId: string, readAt: number, state: UserState) {
    if (readAt !== this.forgets) return;
    const known = this.entries.get(userId);
    if (known) {
      // A new object, never a changed one: what was worked out from an entry may be kept beside that object.
      this.entries.set(userId, { ...known, ...state });
      return;
    }
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(userId, { ...state });
  }

  forget(userId: string) {
    this.forgets += 1;
    this.entries.delete(userId);
  }

  clear() {
    this.forgets += 1;
    this.entries.clear();
  }
}
