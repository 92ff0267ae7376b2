/** The tables whose rows belong to users, by their SQL name and their name in lib/db/schema.ts. */
export const userTables = { users: 'users', sessions: 'sessions', signins: 'signins', audit_log: 'auditLog', api_keys: 'apiKeys' } as const;
export type UserTable = keyof typeof userTables;

/**
 * Finds the queries on a table in a source text: drizzle calls that read, write or join it (with or
 * without the `t.` schema prefix), the count helpers given the table, and raw SQL that names it (the
 * users table also through the user list's base select). Deliberately broad: a false positive costs one
 * line in the allow-list, a miss could leak rows outside a data scope.
 */
export function tableQueries(source: string, table: UserTable): number {
  // The table by its schema name, or by a short name a module gives it (`const s = t.sessions;`).
  const aliases = [...source.matchAll(new RegExp(`\\bconst (\\w+) = t\\.${userTables[table]};`, 'g'))].map((m) => m[1]);
  const name = `(?:${[`(?:t\\.)?${userTables[table]}`, ...aliases].join('|')})`;
  const patterns = [
    new RegExp(`\\.(?:from|update|delete|insert|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*${name}\\b`, 'g'),
    new RegExp(`\\b(?:listTotal|tableTotal|exactCount|cappedCount)\\(\\s*\\w+,\\s*${name}\\b`, 'g'),
    new RegExp(`\\b(?:from|join|update|into)\\s+"?${table}"?(?![\\w"])`, 'gi'),
    ...(table === 'users' ? [/\bselectUsers\(/g] : []),
  ];
  return patterns.reduce((sum, pattern) => sum + (source.match(pattern)?.length ?? 0), 0);
}
