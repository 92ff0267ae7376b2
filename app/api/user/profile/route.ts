import { ok, success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { readProfile, updateProfile } from '@/lib/account/profile';
import { profileSchema } from '@/lib/account/schema';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';

// GET /api/user/profile: the signed-in user's own username, names, email and phone.
export const GET = route({ permission: 'signed-in' }, async ({ session }) => ok(await readProfile(session)));

// POST /api/user/profile: changes the signed-in user's own names, email and phone (the fields given).
export const POST = route({ permission: 'signed-in', body: profileSchema, audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'profile' }, async ({ body, session, locale }) => {
  await updateProfile(session, body);
  return success(locale);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
