import { apiRequest } from '@/lib/client/api';
import type { explainAccess } from '../explain';
import type { inspectUser } from '../inspect';
import type { listAccessUsers } from '../list';
import type { previewChange } from '../preview';

export type AccessUser = Awaited<ReturnType<typeof listAccessUsers>>['list'][number];
export type Inspection = Awaited<ReturnType<typeof inspectUser>>;
export type InspectedItem = Inspection['items'][number];
export type Explanation = Awaited<ReturnType<typeof explainAccess>>;
export interface ExplainRequest {
  userId: string;
  role: string;
  path: string;
  action?: 'add' | 'edit' | 'delete';
  recordId?: string;
}

const need = <T,>(data: T | undefined): T => {
  if (data === undefined) throw new Error('the answer carries no data');
  return data;
};

/** The access inspector's calls (resources/access). */
export const accessApi = {
  users: async (username: string) => need((await apiRequest<{ list: AccessUser[] }>('system/access', { method: 'POST', body: { username } })).data).list,
  inspect: async (id: string, role: string) =>
    need((await apiRequest<Inspection>(`system/access/user/${encodeURIComponent(id)}?role=${encodeURIComponent(role)}`)).data),
  explain: async (request: ExplainRequest) => need((await apiRequest<Explanation>('system/access/explain', { method: 'POST', body: request })).data),
  /** starts viewing the console as the user under the role (the API's refusal is toasted) */
  viewAs: async (userId: string, role: string) => {
    await apiRequest('system/access/view-as', { method: 'POST', body: { userId, role } });
  },
};

export const accessKeys = {
  users: (username: string, locale: string) => ['access', 'users', username, locale] as const,
  inspect: (id: string, role: string, locale: string) => ['access', 'inspect', id, role, locale] as const,
};

export type Preview = Awaited<ReturnType<typeof previewChange>>;
/** The change a form would save, as POST /api/system/access/preview takes it. */
export type PreviewRequest =
  | { kind: 'role'; id: string; permissions?: string[]; status?: '0' | '1'; dataScope?: string }
  | { kind: 'user'; id: string; roles?: string[]; permissions?: string[]; status?: '0' | '1' }
  | { kind: 'permission'; id: string; status: '0' | '1' };

/** Who gains and loses what if the edit were saved (no toast: the form shows nothing on a refusal). */
export const previewAccessChange = async (request: PreviewRequest) =>
  need((await apiRequest<Preview>('system/access/preview', { method: 'POST', body: request, toastError: false })).data);
