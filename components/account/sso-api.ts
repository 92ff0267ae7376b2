import { apiRequest } from '@/lib/client/api';
import type { ownIdentities } from '@/lib/auth/oidc/linking';

/** The user's linked identities and the providers they may link (GET /api/user/sso). */
export type OwnIdentities = Awaited<ReturnType<typeof ownIdentities>>;
export type LinkedIdentity = OwnIdentities['linked'][number];

export const ssoKeys = { own: ['account', 'sso'] as const };

export const ssoApi = {
  // GET /api/user/sso
  own: async () => (await apiRequest<OwnIdentities>('user/sso')).data ?? { linked: [], providers: [] },
  // POST /api/user/sso/link: the provider's sign-in URL, for the browser to open
  link: async (provider: string) => (await apiRequest<{ url: string }>('user/sso/link', { body: { provider } })).data?.url ?? null,
  // DELETE /api/user/sso
  unlink: (identity: Pick<LinkedIdentity, 'issuer' | 'subject'>) => apiRequest('user/sso', { method: 'DELETE', body: { issuer: identity.issuer, subject: identity.subject } }),
};
