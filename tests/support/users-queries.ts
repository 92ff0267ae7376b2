/**
 * Finds the queries on the users table in a source text: drizzle calls that read, write or join
 * `users` (with or without the `t.` schema prefix), the count helpers given the table, the user
 * list's base select, and raw SQL that names the table. Deliberately broad: a false positive costs
 * one line in the allow-list, a miss could leak users outside a data scope.
 */
const patterns = [
  /\.(?:from|update|delete|insert|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(?:t\.)?users\b/g,
  /\b(?:listTotal|tableTotal|exactCount|cappedCount)\(\s*\w+,\s*(?:t\.)?users\b/g,
  /\bselectUsers\(/g,
  /\b(?:from|join|update|into)\s+"?users"?(?![\w"])/gi,
];

export function usersQueries(source: string): number {
  return patterns.reduce((sum, pattern) => sum + (source.match(pattern)?.length ?? 0), 0);
}
