import { userInfoKey } from '@/components/shell/session-context';
import { apiRequest } from '@/lib/client/api';
import type { AddBrotherPermission, AddChildPermission, EditPermission, PermissionFilter } from '@/lib/permissions/schema';
import type { PermissionItem } from '@/lib/permissions/service';
import type { MoveInput } from '@/lib/tree/move-schema';

export type { PermissionItem };
export type PermissionListFilter = Pick<PermissionFilter, 'id' | 'name' | 'path' | 'status'>;

/** Query keys: everything under `permissionKeys.all` (lists, the whole tree for pickers, details). */
export const permissionKeys = {
  all: ['permissions'] as const,
  list: (filter: PermissionListFilter, locale: string) => [...permissionKeys.all, 'list', locale, filter] as const,
  /** GET /api/system/permissions: the whole tree (pickers, checkbox trees, parent/brother names). */
  tree: (locale: string) => [...permissionKeys.all, 'tree', locale] as const,
  detail: (id: string, locale: string) => [...permissionKeys.all, 'detail', locale, id] as const,
};

/** What a permission write may change: the tables and the signed-in user's own grants (buttons, menu). */
export const permissionWriteKeys = [permissionKeys.all, userInfoKey] as const;

type Write = { toastError?: boolean };

export const permissionApi = {
  // POST /api/system/permissions
  list: async (filter: PermissionListFilter) =>
    (await apiRequest<PermissionItem[]>('system/permissions', { body: filter })).data ?? [],
  // GET /api/system/permissions
  tree: async () => (await apiRequest<PermissionItem[]>('system/permissions')).data ?? [],
  // GET /api/system/permissions/detail/{id}
  detail: async (id: string) =>
    (await apiRequest<PermissionItem>(`system/permissions/detail/${encodeURIComponent(id)}`)).data ?? null,
  // POST /api/system/permissions/addChild
  addChild: (body: AddChildPermission, o: Write = {}) => apiRequest('system/permissions/addChild', { body, ...o }),
  // POST /api/system/permissions/addBrother
  addBrother: (body: AddBrotherPermission, o: Write = {}) => apiRequest('system/permissions/addBrother', { body, ...o }),
  // POST /api/system/permissions/edit
  edit: (body: EditPermission, o: Write = {}) => apiRequest('system/permissions/edit', { body, ...o }),
  // POST /api/system/permissions/move
  move: (body: MoveInput) => apiRequest('system/permissions/move', { body }),
  // DELETE /api/system/permissions
  remove: (ids: string[]) => apiRequest('system/permissions', { method: 'DELETE', body: ids }),
};
