/**
 * Where a post's publication is queued at its time (pg-boss in the app, DESIGN 28). The app is built before
 * the job queue starts, so the queue is attached once it runs; a post queued before that (or whose job was
 * lost) is found by the minute's sweep of due posts.
 */
export interface PostQueue {
  /** The post is due at `at`: queued once, or moved when it was queued before. */
  due(postId: string, at: Date): Promise<void>;
  /** The sweep found the post due: queued now, unless its job is waiting (a retry keeps its backoff) or running. */
  ensure(postId: string): Promise<void>;
}

export function deferredPostQueue() {
  let target: PostQueue | undefined;
  return {
    due: (postId: string, at: Date) => target?.due(postId, at) ?? Promise.resolve(),
    ensure: (postId: string) => target?.ensure(postId) ?? Promise.resolve(),
    attach(queue: PostQueue) {
      target = queue;
    },
  };
}
export type DeferredPostQueue = ReturnType<typeof deferredPostQueue>;
