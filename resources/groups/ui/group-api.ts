import { resourceClient } from '@/components/resource/resource-client';
import { apiRequest } from '@/lib/client/api';
import { groupResource } from '@/resources/groups/resource';
import type { GroupItem } from '@/resources/groups/service';

export type { GroupItem };
/** A node of GET /api/common/groups (the root `00` included): pickers and parent/brother names. */
export type GroupOption = Pick<GroupItem, 'id' | 'name' | 'parentId' | 'depth' | 'order'>;

/** Groups in the browser: the list answers the whole (filtered) tree as rows. */
export const groups = resourceClient<GroupItem, typeof groupResource, GroupItem[]>(groupResource, { empty: [] });

/** Query keys: everything under `groupKeys.all`, so one invalidation refreshes lists, pickers and details. */
export const groupKeys = {
  ...groups.keys,
  /** GET /api/common/groups: every group in the session's data scope (pickers, the group page's names). */
  options: (locale: string) => [...groups.keys.all, 'options', locale] as const,
};

export const groupApi = {
  ...groups.api,
  // GET /api/common/groups
  options: async () => (await apiRequest<GroupOption[]>('common/groups')).data ?? [],
};
