import { z } from 'zod';
import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';
import { deletePasskey } from '@/lib/auth/mfa/passkey-enrol';

const reauth = 'The session last proved its identity over 10 minutes ago (`data.reason` is `reauth`): POST /api/user/reauth, then retry.';
const params = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// DELETE /api/user/mfa/passkeys/{id}: removes one of one's own passkeys (404 for any other id).
export const DELETE = route({ permission: 'signed-in', params, audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'passkeyDelete', responses: { 401: reauth } }, async ({ session, params, locale }) => {
  await deletePasskey(session, params.id);
  return success(locale);
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
