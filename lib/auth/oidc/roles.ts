import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { IDToken } from 'openid-client';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { OidcProvider } from './providers';

/** Whether a claim (a string, a number, a boolean, or a list of them) holds the value. */
function claimHolds(claim: unknown, value: string): boolean {
  if (Array.isArray(claim)) return claim.some((item) => claimHolds(item, value));
  return (typeof claim === 'string' || typeof claim === 'number' || typeof claim === 'boolean') && String(claim) === value;
}

/**
 * Applies the provider's role rules at a sign-in: of the roles its rules name, the user holds exactly
 * those whose rule matches a claim now, so a changed claim changes the roles at the next sign-in.
 * Roles no rule names (given by hand) are left alone. A provider with a role claim trusts only that
 * claim: rules on another claim of it do nothing. Answers the role ids the user now holds by rule.
 */
export async function applyRoleRules(tx: Tx, provider: Pick<OidcProvider, 'id' | 'roleClaim'>, userId: string, claims: IDToken): Promise<string[]> {
  const rules = await tx
    .select({ claim: t.ssorules.claim, value: t.ssorules.value, role: t.roles.id })
    .from(t.ssorules)
    .innerJoin(t.roles, eq(t.roles.id, t.ssorules.role))
    .where(provider.roleClaim ? and(eq(t.ssorules.provider, provider.id), eq(t.ssorules.claim, provider.roleClaim)) : eq(t.ssorules.provider, provider.id));
  if (rules.length === 0) return [];
  const named = [...new Set(rules.map((r) => r.role))];
  const given = [...new Set(rules.filter((r) => claimHolds(claims[r.claim], r.value)).map((r) => r.role))];
  const dropped = named.filter((id) => !given.includes(id));
  if (dropped.length > 0) await tx.delete(t.userRoles).where(and(eq(t.userRoles.userId, userId), inArray(t.userRoles.roleId, dropped)));
  if (given.length > 0) await tx.insert(t.userRoles).values(given.map((roleId) => ({ userId, roleId }))).onConflictDoNothing();
  return given;
}
