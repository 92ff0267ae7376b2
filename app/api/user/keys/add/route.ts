import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { addKey } from '@/resources/keys/keys';
import { keyResource } from '@/resources/keys/resource';
import { addKeySchema } from '@/resources/keys/schema';
import { keySnapshot } from '@/resources/keys/snapshot';

// POST /api/user/keys/add: a new key of the signed-in user's; answers {id, key}, the secret shown this once.
export const POST = route(
  { permission: 'signed-in', body: addKeySchema, audit: { entity: keyResource.name }, snapshot: keySnapshot, auditAction: 'add', responses: { 403: 'a permission the user does not hold', 409: 'the user has the most keys allowed' } },
  async ({ body, session, locale }) => ok(await addKey(body, session, locale)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
