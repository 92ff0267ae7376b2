import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { enrolActor, enrolStatus } from '@/lib/auth/mfa/enrol';
import { tokenFromRequest } from '@/lib/auth/token';

// GET /api/user/mfa: the second factors enrolled, the recovery codes left, whether a role requires one.
// A session, or an enrolment ticket as `Authorization: Bearer <ticket>`.
export const GET = route({ permission: 'public' }, async ({ session, request }) => {
  return ok(await enrolStatus(enrolActor(session, tokenFromRequest(request.headers, undefined))));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
