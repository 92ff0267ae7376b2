import { badRequest } from '@/lib/api/errors';
import { success, tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';
import { disableSchema, disableTotp } from '@/lib/auth/mfa/enrol';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';

// POST /api/user/mfa/totp/disable {password, code}: removes TOTP and the recovery codes. `code` is a
// current code or a recovery code; a wrong password or code counts as a failed sign-in.
export const POST = route(
  { permission: 'signed-in', body: disableSchema, audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'mfaDisable', responses: { 429: 'Too many wrong passwords or codes.' } },
  async ({ session, request, body, locale }) => {
    const result = await disableTotp(session, body, requestClient(request.headers));
    if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
    if (result.status === 'error') throw badRequest(result.messageId, { [result.field]: translate(locale, result.messageId) });
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
