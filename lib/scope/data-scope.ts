import { z } from 'zod';

/**
 * A role's data scope: which users a session acting under it may see and manage, widest first.
 * `group-tree` is the session user's own group and every group below it; `self` is their own record.
 * Pure and shared with the browser (the role form offers these).
 */
export const dataScopes = ['all', 'group-tree', 'group', 'self'] as const;

export type DataScope = (typeof dataScopes)[number];

export const dataScopeSchema = z.enum(dataScopes, { error: 'validate.dataScope' }).describe(
  "Which users the role's holders see and manage: all; group-tree (their group and the groups below it); group (their group); self (their own record). A session gets the widest among its roles in force.",
);

/** The widest of the scopes; `self` (the narrowest) when there are none. */
export function widestScope(scopes: readonly DataScope[]): DataScope {
  return dataScopes.find((scope) => scopes.includes(scope)) ?? 'self';
}

/** Whether `scope` reaches no further than `limit` (so a session of `limit` may hand it out). */
export function scopeWithin(scope: DataScope, limit: DataScope): boolean {
  return dataScopes.indexOf(scope) >= dataScopes.indexOf(limit);
}
