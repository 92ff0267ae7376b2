import type { UserInfo } from './user-info';

/**
 * What the console's client code reads of the user info (the session context and its users): the
 * console layout sends this, not the whole spec response. The role and user grant lists and the menu
 * entries of `permissions` stay on the server (the menu travels as `currentMenuPermission`); they were
 * two thirds of the layout's props. The session context narrows the API's answers the same way, so its
 * cache holds one shape and an unchanged user keeps its reference.
 */
export type ShellUser = Pick<UserInfo, 'id' | 'username' | 'name' | 'email' | 'roles' | 'currentRole' | 'currentMenuPermission' | 'permissions' | 'viewAs'>;

export function shellUser(info: UserInfo): ShellUser {
  const { id, username, name, email, roles, currentRole, currentMenuPermission, permissions, viewAs } = info;
  return { id, username, name, email, roles, currentRole, currentMenuPermission, permissions: permissions.filter((p) => p.type === 'action'), viewAs };
}
