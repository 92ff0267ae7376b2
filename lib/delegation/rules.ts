/**
 * Escalation prevention as pure rules (the model is Kubernetes RBAC's: you may only hand out what you
 * hold). The server calls these on every grant and management write; the UI asks the same functions
 * what to offer, so it hides exactly what the server would refuse.
 */

/** What a session holds under its current role: permission ids, and the role codes it may hand out. */
export interface Holdings {
  /** every permission id held (enabled or not) through the roles in force and the user's own grants */
  permissions: readonly string[];
  /** the codes of the roles whose every permission is held, so they may be assigned */
  roles: readonly string[];
}

/** Roles and permissions a write hands out, or a target (user or role) holds. */
export interface GrantSet {
  roles?: readonly string[];
  permissions?: readonly string[];
}

/** The part of `wanted` that the holdings do not cover (empty lists when it is all held). */
export function lacking(holdings: Holdings, wanted: GrantSet): { roles: string[]; permissions: string[] } {
  const roles = new Set(holdings.roles);
  const permissions = new Set(holdings.permissions);
  return {
    roles: [...new Set(wanted.roles ?? [])].filter((code) => !roles.has(code)),
    permissions: [...new Set(wanted.permissions ?? [])].filter((id) => !permissions.has(id)),
  };
}

/** Whether the holdings cover every role and permission of `wanted`: it may be granted or managed. */
export function covers(holdings: Holdings, wanted: GrantSet): boolean {
  const missing = lacking(holdings, wanted);
  return missing.roles.length === 0 && missing.permissions.length === 0;
}

/**
 * Why a row's management actions are refused, or null when they are allowed: one's own account
 * (delete and disable only), or a target holding more than the session does.
 */
export type RowRefusal = 'self' | 'beyondGrants' | null;

export function userRowRefusal(holdings: Holdings, target: GrantSet & { id: string }, selfId: string, action: 'edit' | 'delete' | 'status'): RowRefusal {
  if (!covers(holdings, target)) return 'beyondGrants';
  if (action !== 'edit' && target.id === selfId) return 'self';
  return null;
}

/** The pages whose items manage grants: their menu item and add, edit and delete actions. */
export const managementPages = ['/system/permission', '/system/role', '/system/user'] as const;

/** Whether a permission item is one of those that manage grants (they cannot all be disabled or deleted). */
export function isManagementItem(item: { path: string; type: string; action?: string | null }): boolean {
  if (!(managementPages as readonly string[]).includes(item.path)) return false;
  return item.type === 'menu' ? !item.action : item.type === 'action' && ['add', 'edit', 'delete'].includes(item.action ?? '');
}
