/** A value the global setup provides (an admin e-mail, a stand-in bot or number); a journey stops without it. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the global setup provides ${what}`);
  return value;
}
