import { resourceClient, type Answered } from '@/components/resource/resource-client';
import { apiRequest } from '@/lib/client/api';
import { sessionResource } from '@/resources/sessions/resource';
import type { SessionView } from '@/resources/sessions/list';

/** A session row as the API answers it (times as ISO strings). */
export type SessionItem = Answered<SessionView>;
/** Sessions in the browser (the kit's client); one's own sessions (the account page) share its keys. */
export const sessions = resourceClient<SessionItem, typeof sessionResource>(sessionResource, { empty: { list: [], total: 0 } });

export const sessionKeys = {
  ...sessions.keys,
  own: (locale: string) => [...sessions.keys.all, 'own', locale] as const,
};

type SignOutAnswer = { signedOutSelf?: true; signedOut?: number };

export const sessionApi = {
  // DELETE /api/system/sessions
  signOut: (ids: string[]) => apiRequest<SignOutAnswer>('system/sessions', { method: 'DELETE', body: ids }),
  // GET /api/user/sessions
  own: async () => (await apiRequest<SessionItem[]>('user/sessions')).data ?? [],
  // DELETE /api/user/sessions
  signOutOwn: (ids: string[]) => apiRequest<SignOutAnswer>('user/sessions', { method: 'DELETE', body: ids }),
  // DELETE /api/user/sessions/others
  signOutOthers: () => apiRequest<SignOutAnswer>('user/sessions/others', { method: 'DELETE' }),
};
