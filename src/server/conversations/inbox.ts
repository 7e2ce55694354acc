import { and, desc, type SQL, sql } from "drizzle-orm";
import { type InboxFilter, type InboxPage, inboxPageLength } from "../../shared/conversations";
import type { ServiceContext } from "../service-context";
import { inboxItems } from "./inbox-items";
import { threadsOf } from "./inbox-threads";

/**
 * Issue 37: the shop's inbox, latest activity first, a page at a time: every buyer who wrote to one of its bots or
 * WhatsApp numbers, with what they last said or were told, unread messages, whether they wait for a person, and
 * their orders. `wants_person` and `unread` keep only those conversations.
 */
export async function listInbox(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; filter: InboxFilter; cursor?: { at: string; key: string }; now: Date },
): Promise<InboxPage> {
  const threads = threadsOf(ctx, input.sellerId);
  const conditions: (SQL | undefined)[] = [
    input.filter === "wants_person" ? sql`${threads.wantsPerson}` : undefined,
    input.filter === "unread" ? sql`${threads.unread} > 0` : undefined,
    input.cursor ? sql`(${threads.at}, ${threads.key}) < (${input.cursor.at}, ${input.cursor.key})` : undefined,
  ];
  const [page, [counts]] = await Promise.all([
    ctx.db
      .with(threads)
      .select()
      .from(threads)
      .where(and(...conditions))
      .orderBy(desc(threads.at), desc(threads.key))
      .limit(inboxPageLength + 1),
    ctx.db
      .with(threads)
      .select({
        unread: sql<number>`(count(*) filter (where ${threads.unread} > 0))::int`,
        wantsPerson: sql<number>`(count(*) filter (where ${threads.wantsPerson}))::int`,
      })
      .from(threads),
  ]);
  const shown = page.slice(0, inboxPageLength);
  const items = await inboxItems(ctx, { sellerId: input.sellerId, threads: shown, now: input.now });
  const last = shown.at(-1);
  return {
    items,
    next_cursor: page.length > inboxPageLength && last ? `${last.at}_${last.key}` : null,
    counts: { unread: counts?.unread ?? 0, wants_person: counts?.wantsPerson ?? 0 },
  };
}
