import type { ChannelPost } from "@shared/publishing";
import { firstWords } from "./post-words";
import { StatusBadge } from "./status-badge";
import type { TehranWords } from "./tehran-days";

/** When a post is on the calendar: when it went out, or when it is due. */
export function postInstant(post: ChannelPost): string {
  return post.published_at ?? post.scheduled_at;
}

/** A post in a calendar day: its time, channel, first words and status; it opens the post's dialog. */
export function PostItem({ post, words, onOpen }: { post: ChannelPost; words: TehranWords; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full min-w-0 flex-col gap-1 rounded-md border bg-background p-1.5 text-start text-xs shadow-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex flex-wrap items-center justify-between gap-1">
        <time dateTime={postInstant(post)} className="font-semibold tabular-nums">
          {words.time(postInstant(post))}
        </time>
        <StatusBadge status={post.status} />
      </span>
      <span dir="auto" className="block truncate text-start font-medium">
        {post.channel_title}
      </span>
      <span dir="auto" className="block truncate text-start text-muted-foreground">
        {firstWords(post.caption)}
      </span>
    </button>
  );
}
