import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';
import { enrolActor, startTotp } from '@/lib/auth/mfa/enrol';
import { tokenFromRequest } from '@/lib/auth/token';

const reauth = 'The session last proved its identity over 10 minutes ago (`data.reason` is `reauth`): POST /api/user/reauth, then retry; or the enrolment ticket expired.';

// POST /api/user/mfa/totp/setup: a new TOTP secret and its otpauth:// URI, to confirm with /enable.
// A session (authenticated in the last 10 minutes), or an enrolment ticket as `Authorization: Bearer <ticket>`.
export const POST = route({ permission: 'public', audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'mfaSetup', responses: { 401: reauth } }, async ({ session, request }) => {
  return ok(await startTotp(enrolActor(session, tokenFromRequest(request.headers, undefined))));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
