/**
 * Visits every row a query finds, one page at a time in id order: each page starts after the last id seen, so a
 * row the visit leaves as it was (still matching the query) is not read again in the same pass.
 */
export async function visitInIdPages<T>(
  page: { size: number; read: (afterId: string | undefined) => Promise<T[]>; idOf: (row: T) => string },
  visit: (row: T) => Promise<void>,
): Promise<void> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await page.read(afterId);
    for (const row of rows) await visit(row);
    const last = rows.at(-1);
    if (!last || rows.length < page.size) return;
    afterId = page.idOf(last);
  }
}
