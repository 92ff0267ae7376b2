import { ok, success, successWith } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idListSchema } from '@/lib/api/schemas';
import { clearTokenCookie } from '@/lib/auth/cookie';
import { listSessions } from '@/lib/sessions/list';
import { listSessionsSchema } from '@/lib/sessions/schema';
import { signOutSessions } from '@/lib/sessions/sign-out';

// POST /api/system/sessions: one filtered, sorted page of live sessions in the data scope, and their total.
export const POST = route(
  { permission: { path: '/system/session' }, body: listSessionsSchema },
  async ({ body, session, locale }) => ok(await listSessions(body, locale, session)),
);

// DELETE /api/system/sessions: signs out the sessions whose ids the body lists (one's own current one too, and says so).
export const DELETE = route(
  { permission: { path: '/system/session', action: 'delete' }, body: idListSchema },
  async ({ body, session, locale }) => {
    const { own } = await signOutSessions(body, session, locale);
    return own ? clearTokenCookie(successWith(locale, { signedOutSelf: true }, { id: 'api.sessions.signedOutSelf' })) : success(locale);
  },
);

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
