import { and, asc, eq, lt, lte, or } from "drizzle-orm";
import { z } from "zod";
import { channelPosts } from "../db/schema";
import type { ScheduledJob, Scheduler, WorkQueue } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";
import type { PostQueue } from "./post-queue";
import { maxPublishAttempts, publishLeaseMs, publishPost } from "./publish-post";

const queueName = "channel-post";
const jobData = z.object({ postId: z.string() });
/** Posts sent at once by one instance: enough for a thousand due in one minute, few enough to leave the app room. */
const concurrency = 20;
/** The most due posts one sweep queues; the next minute takes the rest. */
const sweepBatch = 1000;

/**
 * DESIGN 28: one job per post (policy exclusive, keyed by the post's id), started at the post's time and
 * retried with backoff after a refused send, `maxPublishAttempts` in all; the base delay is configurable.
 */
export function channelPostQueue(ctx: ServiceContext): WorkQueue {
  return {
    name: queueName,
    options: {
      policy: "exclusive",
      retryLimit: maxPublishAttempts - 1,
      retryDelay: ctx.config.publishing.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
    },
    concurrency,
    work: (data) => publishPost(ctx, { postId: jobData.parse(data).postId, now: new Date() }),
  };
}

/** The app's post queue on the running job queue. */
export function postQueueOn(scheduler: Scheduler): PostQueue {
  return {
    due: (postId, at) => scheduler.dueAt(queueName, postId, { postId }, at),
    ensure: (postId) => scheduler.sendOnce(queueName, postId, { postId }),
  };
}

/**
 * Every minute, posts that are due but whose job is gone (queued before the queue was attached, lost with a
 * database restored from a backup) or whose publisher vanished mid-send are queued again.
 */
export function channelPostsSweepJob(ctx: Pick<ServiceContext, "db"> & { postQueue: PostQueue }): ScheduledJob {
  return {
    name: "channel-posts-sweep",
    cron: "* * * * *",
    run: async () => {
      const now = new Date();
      const due = await ctx.db
        .select({ id: channelPosts.id })
        .from(channelPosts)
        .where(
          or(
            and(eq(channelPosts.status, "scheduled"), lte(channelPosts.scheduledAt, now)),
            and(
              eq(channelPosts.status, "publishing"),
              lt(channelPosts.claimedAt, new Date(now.getTime() - publishLeaseMs)),
            ),
          ),
        )
        .orderBy(asc(channelPosts.scheduledAt))
        .limit(sweepBatch);
      for (const post of due) await ctx.postQueue.ensure(post.id);
      return { due: due.length };
    },
  };
}
