import { apiRequest } from '@/lib/client/api';
import type { SessionView } from '@/lib/sessions/list';
import type { ListSessionsInput } from '@/lib/sessions/schema';

/** A session row as the API answers it (times as ISO strings). */
export type SessionItem = Omit<SessionView, 'signedInAt' | 'lastActiveAt'> & { signedInAt: string; lastActiveAt: string };
export type SessionListFilter = Pick<ListSessionsInput, 'username' | 'group' | 'page' | 'size'> & Partial<Pick<ListSessionsInput, 'orderField' | 'orderValue'>>;
export interface SessionPage {
  list: SessionItem[];
  total: number;
}

/** Query keys: the system list and one's own sessions (the account page) under `sessionKeys.all`. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: (filter: SessionListFilter, locale: string) => [...sessionKeys.all, 'list', locale, filter] as const,
  own: (locale: string) => [...sessionKeys.all, 'own', locale] as const,
};

const empty: SessionPage = { list: [], total: 0 };
type SignOutAnswer = { signedOutSelf?: true; signedOut?: number };

export const sessionApi = {
  // POST /api/system/sessions
  list: async (filter: SessionListFilter) => (await apiRequest<SessionPage>('system/sessions', { body: filter })).data ?? empty,
  // DELETE /api/system/sessions
  signOut: (ids: string[]) => apiRequest<SignOutAnswer>('system/sessions', { method: 'DELETE', body: ids }),
  // GET /api/user/sessions
  own: async () => (await apiRequest<SessionItem[]>('user/sessions')).data ?? [],
  // DELETE /api/user/sessions
  signOutOwn: (ids: string[]) => apiRequest<SignOutAnswer>('user/sessions', { method: 'DELETE', body: ids }),
  // DELETE /api/user/sessions/others
  signOutOthers: () => apiRequest<SignOutAnswer>('user/sessions/others', { method: 'DELETE' }),
};
