/** How many numbers the plan lets the seller connect (`limit`, null for unlimited) against those connected. */
export type PlanAllowance = { unlimited: true; full: false } | { unlimited: false; limit: number; full: boolean };

export function planAllowance(connected: number, limit: number | null): PlanAllowance {
  if (limit === null) return { unlimited: true, full: false };
  return { unlimited: false, limit, full: connected >= limit };
}
