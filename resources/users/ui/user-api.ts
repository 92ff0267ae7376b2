import { resourceClient } from '@/components/resource/resource-client';
import { userInfoKey } from '@/components/shell/session-context';
import { apiRequest } from '@/lib/client/api';
import { userResource } from '@/resources/users/resource';
import type { UserView } from '@/resources/users/view';

export type UserItem = UserView;

/** Users in the browser. A user write may change the signed-in user's own grants (menus, buttons) too. */
export const users = resourceClient<UserItem, typeof userResource>(userResource, {
  empty: { list: [], total: 0 },
  alsoRefresh: [userInfoKey],
});
export const userKeys = users.keys;

export const userApi = {
  ...users.api,
  // POST /api/system/users/reset/{id} (answers the new password once)
  reset: (id: string) => apiRequest<{ password: string }>(`system/users/reset/${encodeURIComponent(id)}`, { method: 'POST' }),
  // POST /api/system/users/resetMfa/{id}: removes the user's second factors; their sessions end.
  resetMfa: (id: string) => apiRequest(`system/users/resetMfa/${encodeURIComponent(id)}`, { method: 'POST' }),
};
