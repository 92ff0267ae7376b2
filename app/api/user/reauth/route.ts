import { z } from 'zod';
import { badRequest } from '@/lib/api/errors';
import { success, tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { authenticationResponseSchema } from '@/lib/auth/mfa/passkey-shapes';
import { reauthenticate } from '@/lib/auth/mfa/reauth';
import { relyingParty } from '@/lib/auth/mfa/relying-party';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';

const reauthSchema = z.union([
  z.strictObject({ password: z.string().max(1024) }),
  z.strictObject({ code: z.string().trim().max(16) }),
  z.strictObject({ passkey: authenticationResponseSchema }),
]);

// POST /api/user/reauth {password} | {code} | {passkey}: proves the session's user again, so the sensitive
// call that answered 401 `{reason: "reauth"}` can be retried within the next 10 minutes. A passkey answers
// the challenge of POST /api/user/reauth/passkey/options.
export const POST = route(
  { permission: 'signed-in', body: reauthSchema, responses: { 429: 'Too many failed sign-ins (a wrong password or code counts as one).' } },
  async ({ body, session, locale, request }) => {
    const proof = 'passkey' in body ? { passkey: body.passkey, rp: relyingParty(request) } : body;
    const result = await reauthenticate(session, proof, requestClient(request.headers));
    if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
    if (result.status === 'error') throw badRequest(result.messageId, { [result.field]: translate(locale, result.messageId) });
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
