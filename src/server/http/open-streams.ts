/**
 * The server-sent event streams being written now. Shutdown waits for them before the database closes,
 * so a reply being streamed is still saved; past the grace period it aborts them (an aborted reply is
 * kept as far as it came).
 */
export class OpenStreams {
  readonly #open = new Map<symbol, { abort: () => void; ended: Promise<void> }>();
  #aborting = false;

  /** Registers a stream that `abort` stops; call the returned function when it has ended. */
  add(abort: () => void): () => void {
    const key = Symbol("stream");
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.#open.set(key, { abort, ended });
    if (this.#aborting) abort();
    return () => {
      this.#open.delete(key);
      end();
    };
  }

  get size() {
    return this.#open.size;
  }

  /** Resolves once no stream is open; streams still open after `graceMs` are aborted. */
  async drain(graceMs: number): Promise<void> {
    const timer = setTimeout(() => {
      this.#aborting = true;
      for (const stream of this.#open.values()) stream.abort();
    }, graceMs);
    // A stream that started meanwhile is waited for too.
    while (this.#open.size > 0) await Promise.all([...this.#open.values()].map((stream) => stream.ended));
    clearTimeout(timer);
    // What is behind (the database) closes next: a stream starting now could not finish.
    this.#aborting = true;
  }
}
