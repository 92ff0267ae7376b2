import { apiRequest } from '@/lib/client/api';
import type { SigninView } from '@/lib/signins/list';
import type { ListSigninsInput } from '@/lib/signins/schema';

/** A sign-in record as the API answers it (time as an ISO string). */
export type SigninItem = Omit<SigninView, 'at'> & { at: string };
export type SigninListFilter = Pick<ListSigninsInput, 'username' | 'address' | 'page' | 'size'> & Partial<Pick<ListSigninsInput, 'result' | 'from' | 'to'>>;
export interface SigninPage {
  list: SigninItem[];
  total: number;
  totalEstimated?: true;
}

export const signinKeys = {
  all: ['signins'] as const,
  list: (filter: SigninListFilter) => [...signinKeys.all, 'list', filter] as const,
  own: () => [...signinKeys.all, 'own'] as const,
};

const empty: SigninPage = { list: [], total: 0 };

export const signinApi = {
  // POST /api/system/signins
  list: async (filter: SigninListFilter) => (await apiRequest<SigninPage>('system/signins', { body: filter })).data ?? empty,
  // GET /api/user/signins
  own: async () => (await apiRequest<SigninItem[]>('user/signins')).data ?? [],
};
