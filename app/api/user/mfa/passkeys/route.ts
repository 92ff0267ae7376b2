import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';
import { addPasskey, registerSchema } from '@/lib/auth/mfa/passkey-enrol';
import { relyingParty } from '@/lib/auth/mfa/relying-party';

const reauth = 'The session last proved its identity over 10 minutes ago (`data.reason` is `reauth`): POST /api/user/reauth, then retry.';

// POST /api/user/mfa/passkeys {name, response}: registers the passkey `startRegistration` answered with
// (the options of POST /api/user/mfa/passkeys/options); answers its id. A response to a spent, expired
// or someone else's challenge, or one that does not verify, is a 400 with `fields.response`.
export const POST = route(
  { permission: 'signed-in', body: registerSchema, audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'passkeyAdd', responses: { 401: reauth } },
  async ({ session, request, body, locale }) => ok(await addPasskey(session, body, relyingParty(request), locale)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
