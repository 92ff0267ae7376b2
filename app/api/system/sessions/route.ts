import { success, successWith } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idListSchema } from '@/lib/api/schemas';
import { clearTokenCookie } from '@/lib/auth/cookie';
import { collectionRoutes } from '@/lib/resource/routes';
import { sessions } from '@/lib/sessions/server';
import { signOutSessions } from '@/lib/sessions/sign-out';

// POST /api/system/sessions: one filtered, sorted page of live sessions in the data scope, and their total.
export const { POST } = collectionRoutes(sessions);

// DELETE /api/system/sessions: signs out the sessions whose ids the body lists (one's own current one too,
// and says so, clearing this browser's cookie): beyond the kit's plain delete, so written here.
export const DELETE = route(
  { permission: { path: sessions.definition.path, action: 'delete' }, body: idListSchema, auditAction: 'delete' },
  async ({ body, session, locale }) => {
    const { own } = await signOutSessions(body, session, locale);
    return own ? clearTokenCookie(successWith(locale, { signedOutSelf: true }, { id: 'api.sessions.signedOutSelf' })) : success(locale);
  },
);

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
