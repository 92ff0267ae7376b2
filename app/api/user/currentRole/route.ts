import { z } from 'zod';
import { badRequest } from '@/lib/api/errors';
import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { setCurrentRole } from '@/lib/auth/session';
import { userInfo } from '@/lib/auth/user-info';
import { translate } from '@/lib/i18n/translate';
import { canSwitchTo, effectiveGrants } from '@/lib/rbac';

const bodySchema = z.strictObject({ role: z.string().min(1).max(64) });

// POST /api/user/currentRole: switches the session's current role and answers the new user info.
export const POST = route({ permission: 'signed-in', body: bodySchema }, async ({ session, body, locale }) => {
  if (!canSwitchTo(body.role, session.roles.map((r) => r.code))) {
    throw badRequest('api.error.roleNotHeld', { role: translate(locale, 'api.error.roleNotHeld') });
  }
  await setCurrentRole(session.id, body.role);
  const switched = { ...session, currentRole: body.role, effective: effectiveGrants(session.grants, body.role) };
  return ok(userInfo(switched, locale));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
