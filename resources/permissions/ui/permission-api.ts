import { resourceClient } from '@/components/resource/resource-client';
import { userInfoKey } from '@/components/shell/session-context';
import { permissionResource } from '@/resources/permissions/resource';
import type { PermissionItem } from '@/resources/permissions/service';

export type { PermissionItem };

/**
 * Permissions in the browser: the list answers the whole (filtered) tree as rows. A write changes the
 * signed-in user's own grants (buttons) and the sidebar menu, which the server renders.
 */
export const permissions = resourceClient<PermissionItem, typeof permissionResource, PermissionItem[]>(permissionResource, {
  empty: [],
  alsoRefresh: [userInfoKey],
  refreshServer: true,
});

/** Query keys: everything under `permissionKeys.all` (lists, the whole tree for pickers, details). */
export const permissionKeys = {
  ...permissions.keys,
  /** GET /api/system/permissions: the whole tree (pickers, checkbox trees, parent/brother names). */
  tree: permissions.keys.every,
};

export const permissionApi = {
  ...permissions.api,
  // GET /api/system/permissions
  tree: permissions.api.all,
};
