import 'server-only';

/**
 * Queries built and prepared once per database (or transaction) and key, not on every request: drizzle
 * builds their SQL once, and on PostgreSQL a named statement is parsed once per connection. At most
 * `limit` keys are kept per database; past it they are dropped and prepared again as they are asked for.
 * Used by the session read (lib/auth/session.ts), super's holdings (lib/delegation/holdings.ts) and the
 * access inspector's user read (resources/access/subject.ts).
 */
export function keptQueries<Query>(limit = 256) {
  const kept = new WeakMap<object, Map<string, Query>>();
  return (db: object, key: string, prepare: () => Query): Query => {
    let byKey = kept.get(db);
    if (!byKey) {
      byKey = new Map();
      kept.set(db, byKey);
    }
    let query = byKey.get(key);
    if (!query) {
      if (byKey.size >= limit) byKey.clear();
      query = prepare();
      byKey.set(key, query);
    }
    return query;
  };
}
