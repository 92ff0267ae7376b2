import { successWith } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { signOutOtherSessions } from '@/lib/auth/sign-out';
import { sessionResource } from '@/resources/sessions/resource';
import { sessionSnapshot } from '@/resources/sessions/snapshot';

// DELETE /api/user/sessions/others: signs out every session of the signed-in user but this one.
export const DELETE = route({ permission: 'signed-in', audit: { entity: sessionResource.name }, snapshot: sessionSnapshot, auditAction: 'delete' }, async ({ session, locale }) => {
  const count = await signOutOtherSessions(session);
  return successWith(locale, { signedOut: count }, { id: 'api.sessions.signedOutOthers', values: { count } });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
