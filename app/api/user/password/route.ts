import { badRequest } from '@/lib/api/errors';
import { successWith, tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { changePassword } from '@/lib/account/password';
import { changePasswordSchema } from '@/lib/account/schema';
import { assertRecentAuth } from '@/lib/auth/mfa/reauth';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';

const throttled = 'Too many failed sign-ins (a wrong current password counts as one). `Retry-After` gives the seconds to wait.';

// POST /api/user/password: changes the signed-in user's own password and signs out their other sessions.
export const POST = route(
  { permission: 'signed-in', body: changePasswordSchema, audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'password', responses: { 429: throttled } },
  async ({ body, session, locale, request }) => {
    await assertRecentAuth(null, session);
    const result = await changePassword(session, body, requestClient(request.headers));
    if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
    if (result.status === 'error') throw badRequest(result.messageId, { [result.field]: translate(locale, result.messageId) });
    return successWith(locale, { signedOut: result.signedOut }, { id: 'api.account.passwordChanged', values: { count: result.signedOut } });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
