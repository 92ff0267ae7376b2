import { resourceClient } from '@/components/resource/resource-client';
import { apiRequest } from '@/lib/client/api';
import { signinResource } from '@/lib/signins/resource';
import type { SigninView } from '@/lib/signins/list';
import type { ListSigninsInput } from '@/lib/signins/schema';

/** A sign-in record as the API answers it (time as an ISO string). */
export type SigninItem = Omit<SigninView, 'at'> & { at: string };
export type SigninListFilter = Pick<ListSigninsInput, 'username' | 'address' | 'page' | 'size'> & Partial<Pick<ListSigninsInput, 'result' | 'from' | 'to'>>;
/** The sign-in history in the browser (the kit's client); one's own last attempts share its keys. */
export const signins = resourceClient<SigninItem, SigninListFilter>(signinResource, { empty: { list: [], total: 0 } });

export const signinKeys = {
  ...signins.keys,
  own: () => [...signins.keys.all, 'own'] as const,
};

export const signinApi = {
  // GET /api/user/signins
  own: async () => (await apiRequest<SigninItem[]>('user/signins')).data ?? [],
};
