import { allRoles, superRole, type Action, type Grant } from '@/lib/rbac';
import { widestScope, type DataScope } from '@/lib/scope/data-scope';

/**
 * THE access decision (issue 29): whether a user, under a current role, may open a page or take an
 * action on it, and a record, with every reason. The request guard (`route()` in lib/api/route.ts) and
 * the access inspector's explainer (resources/access) both call `decideAccess`, so the explanation is
 * the enforcement. Pure and shared with the browser.
 */

/** A grant with the state of its role and item: a session's are all enabled; the inspector reads disabled ones too. */
export interface AccessGrant extends Grant {
  roleEnabled: boolean;
  itemEnabled: boolean;
}

/** A role the user holds (enabled or not). */
export interface HeldRole {
  code: string;
  enabled: boolean;
  dataScope: DataScope;
}

/** Whom the decision is about: their roles, every grant they hold, and the current role they asked for. */
export interface AccessSubject {
  roles: readonly HeldRole[];
  grants: readonly AccessGrant[];
  currentRole: string;
}

/** A page (no action) or an action on it. */
export interface AccessRequest {
  path: string;
  action?: Action | null;
}

/**
 * A record the request names, already placed against the subject's data scope (by lib/scope's
 * conditions): a user bounds reads and writes, a group only writes.
 */
export interface AccessRecord {
  kind: 'user' | 'group';
  inScope: boolean;
}

export type AccessReason =
  | { kind: 'grantedByRole'; role: string }
  | { kind: 'grantedOwn' }
  | { kind: 'currentRoleFallback'; role: string }
  | { kind: 'noGrant'; roles: string[] }
  | { kind: 'roleNotCurrent'; role: string }
  | { kind: 'roleDisabled'; role: string }
  | { kind: 'itemDisabled' }
  | { kind: 'inScope'; record: AccessRecord['kind']; scope: DataScope }
  | { kind: 'outsideScope'; record: AccessRecord['kind']; scope: DataScope };

export interface AccessDecision {
  allowed: boolean;
  reasons: AccessReason[];
}

/** The current role a session acts under: the one asked for while it is enabled and held, else `all`. */
export function currentRoleInForce(asked: string, roles: readonly HeldRole[]): string {
  return asked === allRoles || roles.some((r) => r.enabled && r.code === asked) ? asked : allRoles;
}

/** The enabled roles in force under the current role: all of them, or only the current one. */
export function rolesInForceOf<R extends HeldRole>(roles: readonly R[], currentRole: string): R[] {
  return roles.filter((r) => r.enabled && (currentRole === allRoles || r.code === currentRole));
}

/**
 * The data scope of the roles in force: acting as super sees everything; else the widest among them,
 * `self` with none (own permissions alone never reach other users).
 */
export function scopeInForce(roles: readonly HeldRole[], currentRole: string): DataScope {
  const inForce = rolesInForceOf(roles, currentRole);
  if (inForce.some((r) => r.code === superRole)) return 'all';
  return widestScope(inForce.map((r) => r.dataScope));
}

/**
 * What a grant's item is as a request: its page (a menu item) or an action on it; other items (functions,
 * APIs) are no page or action anyone requests.
 */
function grantKey(grant: Grant): string | undefined {
  if (grant.type === 'menu') return `${grant.path}\u0000`;
  return grant.type === 'action' && grant.action !== null ? `${grant.path}\u0000${grant.action}` : undefined;
}

const requestKey = (request: AccessRequest) => `${request.path}\u0000${request.action ?? ''}`;

/**
 * The grants naming each page or action, made once per list of grants: the inspector decides every item
 * a user holds against the same list, and reading ~100 grants for each of ~70 items cost more than the
 * rest of the decision. A subject's grants are read-only: a list is not changed once decided on.
 */
const grantIndexes = new WeakMap<readonly AccessGrant[], Map<string, AccessGrant[]>>();

/** The grants whose item is the requested page or action. */
function candidatesOf(grants: readonly AccessGrant[], request: AccessRequest): readonly AccessGrant[] {
  let index = grantIndexes.get(grants);
  if (!index) {
    index = new Map();
    for (const g of grants) {
      const key = grantKey(g);
      if (key === undefined) continue;
      const named = index.get(key);
      if (named) named.push(g);
      else index.set(key, [g]);
    }
    grantIndexes.set(grants, index);
  }
  return index.get(requestKey(request)) ?? [];
}

/** Whether a grant is in force: its item and role enabled, and its role the current one (or `all`, or its own). */
function inForce(grant: AccessGrant, currentRole: string): boolean {
  if (!grant.itemEnabled || !grant.roleEnabled) return false;
  return grant.role === null || currentRole === allRoles || grant.role === currentRole;
}

/** Allowed when a grant in force names the page or action and the record, if any, is in the data scope. */
export function decideAccess(subject: AccessSubject, request: AccessRequest, record?: AccessRecord): AccessDecision {
  const role = currentRoleInForce(subject.currentRole, subject.roles);
  const reasons: AccessReason[] = [];
  if (role !== subject.currentRole) reasons.push({ kind: 'currentRoleFallback', role: subject.currentRole });
  const candidates = candidatesOf(subject.grants, request);
  const granting = candidates.filter((g) => inForce(g, role));
  for (const g of granting) reasons.push(g.role === null ? { kind: 'grantedOwn' } : { kind: 'grantedByRole', role: g.role });
  if (granting.length === 0) {
    reasons.push({ kind: 'noGrant', roles: rolesInForceOf(subject.roles, role).map((r) => r.code) });
    for (const g of candidates) {
      if (!g.itemEnabled) reasons.push({ kind: 'itemDisabled' });
      else if (g.role !== null && !g.roleEnabled) reasons.push({ kind: 'roleDisabled', role: g.role });
      else if (g.role !== null) reasons.push({ kind: 'roleNotCurrent', role: g.role });
    }
  }
  let allowed = granting.length > 0;
  // Users are read and written only inside the scope; groups are read by everyone who opens their page
  // and only changed inside it (lib/scope/groups.ts).
  if (record && (record.kind === 'user' || request.action)) {
    const scope = scopeInForce(subject.roles, role);
    reasons.push({ kind: record.inScope ? 'inScope' : 'outsideScope', record: record.kind, scope });
    allowed &&= record.inScope;
  }
  return { allowed, reasons: dedupe(reasons) };
}

function dedupe(reasons: AccessReason[]): AccessReason[] {
  if (reasons.length < 2) return reasons;
  const seen = new Set<string>();
  return reasons.filter((r) => {
    const key = reasonKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What tells reasons apart: their kind and every field. */
function reasonKey(reason: AccessReason): string {
  switch (reason.kind) {
    case 'grantedByRole':
    case 'currentRoleFallback':
    case 'roleNotCurrent':
    case 'roleDisabled':
      return `${reason.kind}\u0000${reason.role}`;
    case 'noGrant':
      return `${reason.kind}\u0000${reason.roles.join('\u0000')}`;
    case 'inScope':
    case 'outsideScope':
      return `${reason.kind}\u0000${reason.record}\u0000${reason.scope}`;
    case 'grantedOwn':
    case 'itemDisabled':
      return reason.kind;
  }
}

/** A signed-in session as a subject: its roles and grants are the enabled ones (the session read keeps only those). */
export function sessionSubject(session: {
  roles: readonly { code: string; dataScope: DataScope }[];
  grants: readonly Grant[];
  currentRole: string;
}): AccessSubject {
  return {
    roles: session.roles.map((r) => ({ code: r.code, enabled: true, dataScope: r.dataScope })),
    grants: session.grants.map((g) => ({ path: g.path, type: g.type, action: g.action, role: g.role, roleEnabled: true, itemEnabled: true })),
    currentRole: session.currentRole,
  };
}
