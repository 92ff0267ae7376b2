import { resourceClient, type Answered } from '@/components/resource/resource-client';
import { apiRequest } from '@/lib/client/api';
import { signinResource } from '@/resources/signins/resource';
import { signinResults } from '@/lib/auth/signin-results';
import { localDayBound } from '@/lib/time/instant';
import type { SigninView } from '@/resources/signins/list';

/** A sign-in record as the API answers it (time as an ISO string). */
export type SigninItem = Answered<SigninView>;
/** The sign-in history in the browser (the kit's client); one's own last attempts share its keys. */
export const signins = resourceClient<SigninItem, typeof signinResource>(signinResource, { empty: { list: [], total: 0 } });

export const signinKeys = {
  ...signins.keys,
  own: () => [...signins.keys.all, 'own'] as const,
};

export const signinApi = {
  // GET /api/user/signins
  own: async () => (await apiRequest<SigninItem[]>('user/signins')).data ?? [],
};

/**
 * The URL's filters as the list takes them: a known result, and the days as the instants their local day
 * starts and ends (the user's days, not UTC's; a hand-edited date is left out).
 */
export function signinFilter({ username = '', address = '', result = '', from = '', to = '' }: Record<string, string>) {
  const chosen = signinResults.find((r) => r === result);
  const start = localDayBound(from, false);
  const end = localDayBound(to, true);
  return { username, address, ...(chosen ? { result: chosen } : {}), ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}
