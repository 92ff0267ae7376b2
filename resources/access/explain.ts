import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { fieldError } from '@/lib/api/field-error';
import { localized } from '@/lib/api/schemas';
import { currentRoleInForce, decideAccess, scopeInForce, type AccessReason, type AccessRecord } from '@/lib/access';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { groupScope, userScope, type ScopedSession } from '@/lib/scope/users';
import type { ExplainInput } from './schema';
import { readInspected, type Inspected } from './subject';

/** A reason, and the same in words in the request's language. */
export type WordedReason = AccessReason & { text: string };

/** The scope the inspected user acts in under the role: the session they would have. */
export function inspectedScope(inspected: Inspected): ScopedSession {
  const role = currentRoleInForce(inspected.subject.currentRole, inspected.roles);
  return { dataScope: scopeInForce(inspected.roles, role), user: { id: inspected.user.id, groupId: inspected.user.groupId } };
}

/**
 * POST /api/system/access/explain: the decision the request guard makes (lib/access.ts), for the
 * inspected user under the role, with a record placed by the data scope's own conditions (lib/scope).
 */
export async function explainAccess(input: ExplainInput, session: Session, locale: Locale) {
  const db = await getDb();
  const inspected = await readInspected(db, session, input.userId, input.role, locale);
  const scoped = inspectedScope(inspected);
  const record = input.recordId === undefined ? undefined : await placeRecord(db, session, scoped, input.recordId, locale);
  const decision = decideAccess(inspected.subject, { path: input.path, action: input.action }, record);
  const group = inspected.group ? localized(locale, inspected.group.nameEn, inspected.group.nameZh) : inspected.user.groupId;
  const words = (reason: AccessReason) => reasonText(reason, { path: input.path, action: input.action, group }, locale);
  return { allowed: decision.allowed, reasons: decision.reasons.map((r) => ({ ...r, text: words(r) })) };
}

const inside = (condition: SQL | undefined) => sql<boolean>`${condition ?? sql`true`}`;

/**
 * A user's or a group's id, placed against the inspected user's scope; one the session itself cannot
 * see is no record (400 on `recordId`), like an unknown id. One statement: the user if there is one,
 * else the group.
 */
async function placeRecord(db: Db, session: Session, scoped: ScopedSession, id: string, locale: Locale): Promise<AccessRecord> {
  const user = db
    .select({ inScope: inside(userScope(scoped)) })
    .from(t.users)
    .where(and(eq(t.users.id, id), userScope(session)));
  const group = db
    .select({ inScope: inside(groupScope(scoped)) })
    .from(t.groups)
    .where(and(eq(t.groups.id, id), groupScope(session)));
  const [placed] = await db
    .select({ user: sql<boolean | null>`(${user})`, group: sql<boolean | null>`(${group})` })
    .from(sql`(values (1)) as one(x)`);
  if (placed?.user != null) return { kind: 'user', inScope: placed.user };
  if (placed?.group != null) return { kind: 'group', inScope: placed.group };
  throw fieldError(400, locale, 'recordId', 'api.access.noRecord');
}

/** A reason in words ("role admin lacks /system/role delete", "the item is disabled"). */
export function reasonText(reason: AccessReason, about: { path: string; action?: string; group: string }, locale: Locale): string {
  const item = about.action ? `${about.path} ${about.action}` : about.path;
  const scope = (s: string) => translate(locale, `api.access.scope.${s}`);
  switch (reason.kind) {
    case 'grantedByRole':
      return translate(locale, 'api.access.reason.grantedByRole', { role: reason.role, item });
    case 'grantedOwn':
      return translate(locale, 'api.access.reason.grantedOwn', { item });
    case 'currentRoleFallback':
      return translate(locale, 'api.access.reason.currentRoleFallback', { role: reason.role });
    case 'noGrant':
      return reason.roles.length === 0
        ? translate(locale, 'api.access.reason.noRole', { item })
        : translate(locale, 'api.access.reason.noGrant', { roles: reason.roles.join(', '), item });
    case 'roleNotCurrent':
      return translate(locale, 'api.access.reason.roleNotCurrent', { role: reason.role, item });
    case 'roleDisabled':
      return translate(locale, 'api.access.reason.roleDisabled', { role: reason.role, item });
    case 'itemDisabled':
      return translate(locale, 'api.access.reason.itemDisabled', { item });
    case 'inScope':
      return translate(locale, `api.access.reason.${reason.record}InScope`, { scope: scope(reason.scope), group: about.group });
    case 'outsideScope':
      return translate(locale, `api.access.reason.${reason.record}OutsideScope`, { scope: scope(reason.scope), group: about.group });
  }
}
