import type { Database } from "./client";

/**
 * A hot read prepared once per database instead of built on every request (issue 20, decision 024): drizzle
 * builds and maps its SQL once (a third of a small query's time on PGlite, measured), and PostgreSQL parses
 * and plans a named statement once per connection. `build` ends in `.prepare(name)` with a name of its own.
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
