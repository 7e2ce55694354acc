/**
 * AI calls are limited per user, not per address (DESIGN d10: many Iranian users share one carrier
 * address). A sliding window in memory: each instance limits its own share, which is enough for fair use.
 */
export class PerUserRateLimit {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Takes one call for the user; false when the window is full. */
  take(userId: string, now = Date.now()): boolean {
    const recent = (this.calls.get(userId) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.max) {
      this.calls.set(userId, recent);
      return false;
    }
    recent.push(now);
    this.calls.set(userId, recent);
    if (this.calls.size > 100_000) this.forgetIdle(now);
    return true;
  }

  private forgetIdle(now: number) {
    for (const [userId, times] of this.calls) {
      if (times.every((at) => at <= now - this.windowMs)) this.calls.delete(userId);
    }
  }
}
