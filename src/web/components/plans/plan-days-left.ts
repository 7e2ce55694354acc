const dayMs = 86_400_000;

/** Whole days until the plan ends, a day begun counting whole (as the upgrade's credit counts them). */
export function planDaysLeft(until: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(until).getTime() - now.getTime()) / dayMs));
}
