import { userInfoKey } from '@/components/shell/session-context';
import { apiRequest } from '@/lib/client/api';
import type { AddUserInput, EditUserInput, ListUsersInput } from '@/lib/users/schema';
import type { UserView } from '@/lib/users/view';

export type UserItem = UserView;
export type UserListFilter = Pick<ListUsersInput, 'filterField' | 'filterValue' | 'group' | 'status' | 'page' | 'size'> &
  Partial<Pick<ListUsersInput, 'orderField' | 'orderValue'>>;
export interface UserPage {
  list: UserItem[];
  total: number;
  totalEstimated?: boolean;
}

/** Query keys: everything under `userKeys.all`, so one invalidation refreshes lists and details. */
export const userKeys = {
  all: ['users'] as const,
  list: (filter: UserListFilter, locale: string) => [...userKeys.all, 'list', locale, filter] as const,
  detail: (id: string, locale: string) => [...userKeys.all, 'detail', locale, id] as const,
};

/** A user write may change the signed-in user's own grants (menus, buttons) too. */
export const userWriteKeys = [userKeys.all, userInfoKey] as const;

type Write = { toastError?: boolean };
const empty: UserPage = { list: [], total: 0 };

export const userApi = {
  // POST /api/system/users
  list: async (filter: UserListFilter) => (await apiRequest<UserPage>('system/users', { body: filter })).data ?? empty,
  // GET /api/system/users/detail/{id}
  detail: async (id: string) => (await apiRequest<UserItem>(`system/users/detail/${encodeURIComponent(id)}`)).data ?? null,
  // POST /api/system/users/add (answers the password once when the server chose it)
  add: (body: AddUserInput, o: Write = {}) => apiRequest<{ id: string; password?: string }>('system/users/add', { body, ...o }),
  // POST /api/system/users/edit (answers no data)
  edit: (body: EditUserInput, o: Write = {}) => apiRequest<never>('system/users/edit', { body, ...o }),
  // POST /api/system/users/reset/{id} (answers the new password once)
  reset: (id: string) => apiRequest<{ password: string }>(`system/users/reset/${encodeURIComponent(id)}`, { method: 'POST' }),
  // DELETE /api/system/users
  remove: (ids: string[]) => apiRequest('system/users', { method: 'DELETE', body: ids }),
};
