import { resourceClient, type Answered } from '@/components/resource/resource-client';
import { apiRequest } from '@/lib/client/api';
import { signinResource } from '@/lib/signins/resource';
import type { SigninView } from '@/lib/signins/list';

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
