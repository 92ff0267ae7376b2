import { ok, success, successWith } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idListSchema } from '@/lib/api/schemas';
import { clearTokenCookie } from '@/lib/auth/cookie';
import { ownSessions } from '@/resources/sessions/list';
import { signOutOwnSessions } from '@/lib/auth/sign-out';
import { sessionResource } from '@/resources/sessions/resource';
import { sessionSnapshot } from '@/resources/sessions/snapshot';

// GET /api/user/sessions: the signed-in user's own live sessions (this one has `current: true`).
export const GET = route({ permission: 'signed-in' }, async ({ session, locale }) => ok(await ownSessions(session, locale)));

// DELETE /api/user/sessions: signs out the user's own sessions whose ids the body lists.
export const DELETE = route({ permission: 'signed-in', body: idListSchema, audit: { entity: sessionResource.name }, snapshot: sessionSnapshot, auditAction: 'delete' }, async ({ body, session, locale }) => {
  const { own } = await signOutOwnSessions(body, session);
  return own ? clearTokenCookie(successWith(locale, { signedOutSelf: true }, { id: 'api.sessions.signedOutSelf' })) : success(locale);
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
