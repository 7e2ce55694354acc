/** 001 §2 "average response": minutes under an hour, hours (one decimal) above; null while nothing was answered. */
export type ResponseTime = { unit: "lessThanMinute" } | { unit: "minutes" | "hours"; amount: number } | null;

export function responseTime(minutes: number | null): ResponseTime {
  if (minutes === null) return null;
  if (minutes < 1) return { unit: "lessThanMinute" };
  if (minutes < 60) return { unit: "minutes", amount: Math.round(minutes) };
  return { unit: "hours", amount: Math.round((minutes / 60) * 10) / 10 };
}
