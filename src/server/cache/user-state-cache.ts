import type { ChatMessage, Conversation } from "../../shared/chat";
import type { DailyContent } from "../../shared/daily-content";
import type { Order, OrderStatus } from "../../shared/orders";
import type { Product } from "../../shared/products";
import type { JsonPage } from "../db/json-page";
import type { SubscriberColumns } from "../db/schema/subscribers";
import type { JsonText } from "../json-text";

export interface UserState {
  /** The user's subscribers row as read; null when the user has none. */
  subscriber?: SubscriberColumns | null;
  /** AI messages the user spent since `since` (epoch ms, the start of the current allowance period). */
  aiUsed?: { since: number; used: number };
  /** Daily content's allowance: ideas granted since `since` and regenerations on `today` (ISO dates). */
  dailyContent?: { since: string; today: string; used: number; regenerated: number };
  /** The seller's orders by status (the orders tab's counts). */
  orderCounts?: { status: OrderStatus; count: number }[];
  // The first page of each list, as the database wrote it: what a page opens with on every visit.
  /** The first page of the seller's orders, unfiltered. */
  ordersPage?: JsonPage<Order>;
  /** The first page of the user's conversations, of `limit` items. */
  conversationsPage?: { limit: number; page: JsonPage<Conversation> };
  /** The first page of the conversation the user opened last. */
  messagesPage?: { conversationId: string; limit: number; page: JsonPage<ChatMessage> };
  /** The first page of the seller's products with their files, of `limit` items, and how many there are. */
  products?: { limit: number; list: JsonPage<Product> & { count: number } };
  /** The content of the day the user asked for last (today, nearly always). */
  dayContent?: { date: string; content: JsonText<DailyContent | null> };
}

/** The characters of the lists an entry holds: what its memory grows with. */
function textLengthOf(state: UserState): number {
  return (
    (state.ordersPage?.items.text.length ?? 0) +
    (state.conversationsPage?.page.items.text.length ?? 0) +
    (state.messagesPage?.page.items.text.length ?? 0) +
    (state.products?.list.items.text.length ?? 0) +
    (state.dayContent?.content.text.length ?? 0)
  );
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
    // A new object, never a changed one: what was worked out from an entry may be kept beside that object.
    const entry = known ? { ...known, ...state } : { ...state };
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
