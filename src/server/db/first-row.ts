/** The row an insert/update … returning() must give back; its absence is a bug, not a user error. */
export function firstRow<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error("expected the statement to return a row");
  return row;
}
