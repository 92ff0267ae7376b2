import { useQuery } from '@tanstack/react-query';
import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';

export const avatarKey = ['account', 'avatar'] as const;

export const avatarApi = {
  // GET /api/user/avatar: the own avatar's file id, or null
  own: async () => (await apiRequest<{ file: string | null }>('user/avatar')).data?.file ?? null,
  // POST /api/user/avatar (multipart)
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiRequest<{ file: string }>('user/avatar', { body, timeoutMs: 60_000 });
  },
  // DELETE /api/user/avatar
  remove: () => apiRequest<{ file: null }>('user/avatar', { method: 'DELETE' }),
};

/** The image URL of a user's avatar, versioned by its file id (a new avatar is a new URL); null without one. */
export const avatarUrl = (userId: string, file: string | null) => (file ? withBasePath(`/api/user/avatar/${encodeURIComponent(userId)}?v=${encodeURIComponent(file)}`) : null);

/** The signed-in user's avatar URL (the header's user menu and the account page share one query). */
export function useOwnAvatar(userId: string): string | null {
  const { data } = useQuery({ queryKey: [...avatarKey, userId], queryFn: avatarApi.own, staleTime: Infinity });
  return avatarUrl(userId, data ?? null);
}
