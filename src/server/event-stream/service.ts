/** How many event streams one session may hold open on one instance (issue 34). */
export const maxStreamsPerSession = 8;

/**
 * The open event streams of each session on this instance, oldest first. A session opening one past the limit
 * closes its oldest instead of being refused: a user with many tabs is looking at the one just opened, and the
 * tab that lost its stream opens it again when it is looked at (src/web/lib/event-stream.ts).
 */
export class SessionStreams {
  private readonly bySession = new Map<string, Set<() => void>>();

  constructor(private readonly limit = maxStreamsPerSession) {}

  /** Counts a new stream of the session, closing the oldest ones past the limit; returns its release. */
  open(sessionId: string, close: () => void): () => void {
    const streams = this.bySession.get(sessionId) ?? new Set();
    this.bySession.set(sessionId, streams);
    streams.add(close);
    for (const oldest of streams) {
      if (streams.size <= this.limit) break;
      streams.delete(oldest);
      oldest();
    }
    return () => {
      streams.delete(close);
      if (streams.size === 0 && this.bySession.get(sessionId) === streams) this.bySession.delete(sessionId);
    };
  }
}
