import { resourceClient, type Answered } from '@/components/resource/resource-client';
import { apiRequest } from '@/lib/client/api';
import { keyResource } from '@/resources/keys/resource';
import type { KeyView } from '@/resources/keys/list';
import type { AddKeyInput } from '@/resources/keys/schema';

/** A key row as the API answers it (times as ISO strings; never the secret). */
export type KeyItem = Answered<KeyView>;
/** Keys in the browser (the kit's client); one's own keys (the account page) share its query keys. */
export const keys = resourceClient<KeyItem, typeof keyResource>(keyResource, { empty: { list: [], total: 0 } });

export const keyQueryKeys = {
  ...keys.keys,
  own: (locale: string) => [...keys.keys.all, 'own', locale] as const,
};

export const keyApi = {
  // DELETE /api/system/keys
  revoke: (ids: string[]) => apiRequest('system/keys', { method: 'DELETE', body: ids }),
  // POST /api/user/keys
  own: async () => (await apiRequest<KeyItem[]>('user/keys', { method: 'POST' })).data ?? [],
  // POST /api/user/keys/add
  add: async (input: AddKeyInput) => (await apiRequest<{ id: string; key: string }>('user/keys/add', { method: 'POST', body: input })).data,
  // DELETE /api/user/keys
  revokeOwn: (ids: string[]) => apiRequest('user/keys', { method: 'DELETE', body: ids }),
};
