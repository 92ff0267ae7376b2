import 'server-only';
import { and, eq } from 'drizzle-orm';
import { currentRoleInForce, scopeInForce } from '@/lib/access';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { allRoles, effectiveGrants, type Grant } from '@/lib/rbac';
import { identityColumns, identityOf } from './identity';
import type { Session } from './session-types';

/**
 * "View as" (issue 29): the session a viewer has while previewing the console as another user under a
 * role. It is the target's (user, enabled roles, grants in force, data scope), bounded by the viewer's
 * own: only the items the viewer holds under their current role stay, and every users' condition adds
 * the viewer's scope (lib/scope/users.ts), so the view never shows more than the viewer may see. Every
 * write is refused by the request guard (lib/api/route.ts). One query, made only while viewing.
 */
export async function viewedSession(viewer: Session, targetId: string, role: string): Promise<Session> {
  const db = await getDb();
  const [row] = await db
    .select(identityColumns())
    .from(t.users)
    .leftJoin(t.groups, eq(t.groups.id, t.users.groupId))
    .where(and(eq(t.users.id, targetId), eq(t.users.status, '1')));
  const viewAs = { viewer: { user: viewer.user, dataScope: viewer.dataScope }, role };
  // A disabled target would see nothing: the view holds nothing and reaches no one but stays read-only (Exit ends it).
  if (!row) return { ...viewer, roles: [], grants: [], effective: [], currentRole: allRoles, dataScope: 'self', viewAs };
  const { user, group, roles, grants: targetGrants } = identityOf(row);
  const held = roles.map((r) => ({ ...r, enabled: true }));
  const currentRole = currentRoleInForce(role, held);
  const grants = targetGrants.filter(heldBy(viewer.effective));
  return {
    id: viewer.id,
    user,
    group,
    currentRole,
    roles,
    grants,
    effective: effectiveGrants(grants, currentRole),
    dataScope: scopeInForce(held, currentRole),
    viewAs,
  };
}

/** Whether the viewer holds the grant's item (page or action) under their current role. */
function heldBy(viewerGrants: readonly Grant[]) {
  const held = new Set(viewerGrants.map(itemKey));
  return (grant: Grant) => held.has(itemKey(grant));
}

const itemKey = (g: Grant) => `${g.type} ${g.path} ${g.action ?? ''}`;
