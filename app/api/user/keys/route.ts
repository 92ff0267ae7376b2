import { ok, success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idListSchema } from '@/lib/api/schemas';
import { revokeOwnKeys } from '@/resources/keys/keys';
import { ownKeys } from '@/resources/keys/list';
import { keyResource } from '@/resources/keys/resource';
import { keySnapshot } from '@/resources/keys/snapshot';

// POST /api/user/keys: the signed-in user's own API keys (never their secrets). No key reaches it (lib/auth/api-keys/reach.ts).
export const POST = route({ permission: 'signed-in' }, async ({ session, locale }) => ok(await ownKeys(session, locale)));

// DELETE /api/user/keys: revokes the user's own keys whose ids the body lists.
export const DELETE = route({ permission: 'signed-in', body: idListSchema, audit: { entity: keyResource.name }, snapshot: keySnapshot, auditAction: 'delete' }, async ({ body, session, locale }) => {
  await revokeOwnKeys(body, session);
  return success(locale);
});

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
