import type { AddBrotherGroup, AddChildGroup, EditGroup, GroupFilter } from '@/lib/groups/schema';
import type { GroupItem } from '@/lib/groups/service';
import { apiRequest } from '@/lib/client/api';
import type { MoveInput } from '@/lib/tree/move-schema';

export type { GroupItem };
/** A node of GET /api/common/groups (the root `00` included): pickers and parent/brother names. */
export type GroupOption = Pick<GroupItem, 'id' | 'name' | 'parentId' | 'depth' | 'order'>;
export type GroupListFilter = Pick<GroupFilter, 'id' | 'name' | 'status'>;

/** Query keys: everything under `groupKeys.all`, so one invalidation refreshes lists, pickers and details. */
export const groupKeys = {
  all: ['groups'] as const,
  list: (filter: GroupListFilter, locale: string) => [...groupKeys.all, 'list', locale, filter] as const,
  options: (locale: string) => [...groupKeys.all, 'options', locale] as const,
  detail: (id: string, locale: string) => [...groupKeys.all, 'detail', locale, id] as const,
};

type Write = { toastError?: boolean };

export const groupApi = {
  // POST /api/system/groups
  list: async (filter: GroupListFilter) => (await apiRequest<GroupItem[]>('system/groups', { body: filter })).data ?? [],
  // GET /api/common/groups
  options: async () => (await apiRequest<GroupOption[]>('common/groups')).data ?? [],
  // GET /api/system/groups/detail/{id}
  detail: async (id: string) => (await apiRequest<GroupItem>(`system/groups/detail/${encodeURIComponent(id)}`)).data ?? null,
  // POST /api/system/groups/addChild
  addChild: (body: AddChildGroup, o: Write = {}) => apiRequest('system/groups/addChild', { body, ...o }),
  // POST /api/system/groups/addBrother
  addBrother: (body: AddBrotherGroup, o: Write = {}) => apiRequest('system/groups/addBrother', { body, ...o }),
  // POST /api/system/groups/edit
  edit: (body: EditGroup, o: Write = {}) => apiRequest('system/groups/edit', { body, ...o }),
  // POST /api/system/groups/move
  move: (body: MoveInput) => apiRequest('system/groups/move', { body }),
  // DELETE /api/system/groups
  remove: (ids: string[]) => apiRequest('system/groups', { method: 'DELETE', body: ids }),
};
