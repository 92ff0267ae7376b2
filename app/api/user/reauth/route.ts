import { z } from 'zod';
import { badRequest } from '@/lib/api/errors';
import { success, tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { reauthenticate } from '@/lib/auth/mfa/reauth';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';

const reauthSchema = z.union([z.strictObject({ password: z.string().max(1024) }), z.strictObject({ code: z.string().trim().max(16) })]);

// POST /api/user/reauth {password} | {code}: proves the session's user again, so the sensitive call that
// answered 401 `{reason: "reauth"}` can be retried within the next 10 minutes.
export const POST = route(
  { permission: 'signed-in', body: reauthSchema, responses: { 429: 'Too many failed sign-ins (a wrong password or code counts as one).' } },
  async ({ body, session, locale, request }) => {
    const proof = 'password' in body ? { password: body.password } : { code: body.code };
    const result = await reauthenticate(session, proof, requestClient(request.headers));
    if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
    if (result.status === 'error') throw badRequest(result.messageId, { [result.field]: translate(locale, result.messageId) });
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
