/**
 * A period's start in Tehran's calendar costs 15-20 µs to work out and is asked on every hot read, yet changes
 * once a day or month: it is kept until the next period begins (`laterMs` after a start lands inside the next period).
 */
export function periodStarts(startOf: (now: Date) => Date, laterMs: number) {
  let start = new Date(0);
  let nextStart = 0;
  return (now: Date): Date => {
    const at = now.getTime();
    if (at < start.getTime() || at >= nextStart) {
      start = startOf(now);
      nextStart = startOf(new Date(start.getTime() + laterMs)).getTime();
    }
    return start;
  };
}
