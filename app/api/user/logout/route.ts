import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { success } from '@/lib/api/respond';
import { clearTokenCookie } from '@/lib/auth/cookie';
import { closeSession } from '@/lib/auth/session';
import { requestClient } from '@/lib/server/socket-address';

// POST /api/user/logout: revokes the token's session (if it is still valid), records the sign-out, clears the cookie.
export const POST = route({ permission: 'public', viewAs: 'exit' }, async ({ session, locale, request }) => {
  if (session) await closeSession(session, requestClient(request.headers));
  return clearTokenCookie(success(locale));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
