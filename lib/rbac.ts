export type PermissionType = 'menu' | 'action' | 'function' | 'api';
export type Action = 'add' | 'delete' | 'edit';
export const allRoles = 'all';
/** The role that always keeps a holder and can be neither deleted, disabled nor recoded. */
export const superRole = 'super';

/** One permission a user holds: from a role (`role` is its code) or their own (`role` is null). */
export interface Grant {
  path: string;
  type: PermissionType;
  action: Action | null;
  role: string | null;
}

/** The user's own grants plus the grants of the current role (of every role when it is `all`). */
export function effectiveGrants(grants: readonly Grant[], currentRole: string): Grant[] {
  return grants.filter((g) => g.role === null || currentRole === allRoles || g.role === currentRole);
}

/** The distinct menu paths among the grants, in the order first seen. */
export function menuPaths(grants: readonly Grant[]): string[] {
  return [...new Set(grants.filter((g) => g.type === 'menu').map((g) => g.path))];
}

/** Whether a role may be chosen as current: `all`, or one of the roles the user holds. */
export function canSwitchTo(role: string, heldRoles: readonly string[]): boolean {
  return role === allRoles || heldRoles.includes(role);
}
