import type { Action, Grant, PermissionType } from '@/lib/rbac';
import type { DataScope } from '@/lib/scope/data-scope';

// The session's shapes, apart from lib/auth/session.ts (which reads and opens sessions) so that the view-as
// reader (lib/auth/view-as.ts), which session.ts calls, can name them without an import cycle.

export interface SessionUser {
  id: string;
  username: string;
  name: string;
  nameZh: string | null;
  email: string;
  groupId: string;
}

/** A signed-in request's identity, read fresh from the database on every request. */
export interface Session {
  id: string;
  user: SessionUser;
  /** the names of the user's group (null only if the group row vanished mid-request) */
  group: { nameEn: string; nameZh: string } | null;
  currentRole: string;
  /** the codes of the enabled roles the user holds */
  roles: { id: string; code: string; nameEn: string; nameZh: string; dataScope: DataScope }[];
  /** every grant the user holds, across all roles */
  grants: Grant[];
  /** the grants in force under the current role */
  effective: Grant[];
  /** which users the session sees and manages (lib/scope/users.ts) */
  dataScope: DataScope;
  /** set when the request carries an API key (lib/auth/api-keys/): the key, its name and the permission ids it carries */
  key?: { id: string; name: string; permissions: string[] };
  /**
   * Set while the session views the console as another user (lib/auth/view-as.ts): `user`, roles, grants
   * and scope are then that user's, bounded by the viewer's own, and every write is refused (lib/api/route.ts).
   */
  viewAs?: ViewAs;
}

/** Who views as whom: the signed-in viewer (with their own scope, which bounds the view's) and the role asked for. */
export interface ViewAs {
  viewer: { user: SessionUser; dataScope: DataScope };
  role: string;
}

/** A grant as the session read answers it: path, type, action, and the role it comes through (null: the user's own). */
export type GrantRow = [string, PermissionType, Action | null, string | null];
