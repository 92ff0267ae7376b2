import { z } from 'zod';
import { ok, success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { ownIdentities, unlinkIdentity } from '@/lib/auth/oidc/linking';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';

const reauth = 'The session last proved its identity over 10 minutes ago (`data.reason` is `reauth`): POST /api/user/reauth, then retry.';
const identity = z.strictObject({
  issuer: z.string().min(1).max(2048).describe('The identity’s issuer, as the list answers it.'),
  subject: z.string().min(1).max(512).describe('The identity’s subject (`sub`), as the list answers it.'),
});

// GET /api/user/sso: the signed-in user's linked sign-ins (issuer + subject) and the providers they may link. No key reaches it.
export const GET = route({ permission: 'signed-in' }, async ({ session }) => ok(await ownIdentities(session)));

// DELETE /api/user/sso: unlinks one of the user's own identities (re-authentication required).
export const DELETE = route(
  {
    permission: 'signed-in',
    body: identity,
    audit: { entity: userResource.name, own: true },
    snapshot: userSnapshot,
    auditAction: 'ssoUnlink',
    responses: { 401: reauth, 404: 'The user has no such linked identity.', 409: 'The identity is the only way in of a user without a password.' },
  },
  async ({ body, session, locale }) => {
    await unlinkIdentity(body, session);
    return success(locale);
  },
);

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
