import { userInfoKey } from '@/components/shell/session-context';
import { userKeys } from '@/components/system/users/user-api';
import { apiRequest } from '@/lib/client/api';
import type { AddRoleInput, EditRoleInput, ListRolesInput } from '@/lib/roles/schema';
import type { RoleView } from '@/lib/roles/view';

export type RoleItem = RoleView;
export type RoleListFilter = Pick<ListRolesInput, 'role' | 'name' | 'status' | 'page' | 'size'> &
  Partial<Pick<ListRolesInput, 'orderField' | 'orderValue'>>;
export interface RolePage {
  list: RoleItem[];
  total: number;
}

/** Query keys: everything under `roleKeys.all` (lists, the role picker of the user form, details). */
export const roleKeys = {
  all: ['roles'] as const,
  list: (filter: RoleListFilter, locale: string) => [...roleKeys.all, 'list', locale, filter] as const,
  detail: (id: string, locale: string) => [...roleKeys.all, 'detail', locale, id] as const,
};

/**
 * A role write changes what its holders may do (the signed-in user's menus and buttons too) and the
 * role names shown in the user table.
 */
export const roleWriteKeys = [roleKeys.all, userKeys.all, userInfoKey] as const;

type Write = { toastError?: boolean };
const empty: RolePage = { list: [], total: 0 };

/** Every role at once (the picker): the API's largest page; a console has a handful of roles. */
export const allRolesFilter: RoleListFilter = { role: '', name: '', status: 'all', page: 1, size: 100, orderField: 'role', orderValue: 'asc' };

export const roleApi = {
  // POST /api/system/roles
  list: async (filter: RoleListFilter) => (await apiRequest<RolePage>('system/roles', { body: filter })).data ?? empty,
  // GET /api/system/roles/detail/{id}
  detail: async (id: string) => (await apiRequest<RoleItem>(`system/roles/detail/${encodeURIComponent(id)}`)).data ?? null,
  // POST /api/system/roles/add
  add: (body: AddRoleInput, o: Write = {}) => apiRequest('system/roles/add', { body, ...o }),
  // POST /api/system/roles/edit
  edit: (body: EditRoleInput, o: Write = {}) => apiRequest('system/roles/edit', { body, ...o }),
  // DELETE /api/system/roles
  remove: (ids: string[]) => apiRequest('system/roles', { method: 'DELETE', body: ids }),
};
