import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { success } from '@/lib/api/respond';
import { clearTokenCookie } from '@/lib/auth/cookie';
import { closeSession } from '@/lib/auth/session';

// POST /api/user/logout: revokes the token's session (if it is still valid) and clears the cookie.
export const POST = route({ permission: 'public' }, async ({ session, locale }) => {
  if (session) await closeSession(session.id);
  return clearTokenCookie(success(locale));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
