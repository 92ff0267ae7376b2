import { apiRequest } from '@/lib/client/api';
import type { Profile } from '@/lib/account/profile';
import type { ChangePasswordInput, ProfileInput } from '@/lib/account/schema';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
};

type Write = { toastError?: boolean };

export const accountApi = {
  // GET /api/user/profile
  profile: async () => (await apiRequest<Profile>('user/profile')).data ?? null,
  // POST /api/user/profile
  saveProfile: (body: ProfileInput, o: Write = {}) => apiRequest('user/profile', { body, ...o }),
  // POST /api/user/password
  changePassword: (body: ChangePasswordInput, o: Write = {}) => apiRequest<{ signedOut: number }>('user/password', { body, ...o }),
};
