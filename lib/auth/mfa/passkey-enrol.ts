import 'server-only';
import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import type { Session } from '@/lib/auth/session';
import type { Locale } from '@/lib/i18n/locales';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { registerPasskey, registrationOptions, removePasskey } from './passkeys';
import { passkeyName, registrationResponseSchema } from './passkey-shapes';
import { assertRecentAuth } from './reauth';
import type { RelyingParty } from './relying-party';
import { notify } from '@/lib/notifications/notify';

export const registerSchema = z.strictObject({ name: passkeyName, response: registrationResponseSchema });

/** `POST /api/user/mfa/passkeys/options`: options for `startRegistration`; needs a recent proof of identity. */
export async function startPasskey(session: Session, rp: RelyingParty) {
  return writeTransaction(async (tx) => {
    await assertRecentAuth(tx, session);
    return registrationOptions(tx, session.user, rp);
  });
}

/**
 * `POST /api/user/mfa/passkeys {name, response}`: verifies the authenticator's answer to the user's own
 * live challenge and stores the passkey. A wrong, foreign, spent or expired challenge is a 400.
 */
export async function addPasskey(session: Session, input: z.infer<typeof registerSchema>, rp: RelyingParty, locale: Locale): Promise<{ id: number }> {
  return writeTransaction(async (tx) => {
    await assertRecentAuth(tx, session);
    const id = await registerPasskey(tx, session.user.id, input.name, input.response, rp);
    if (id === null) throw fieldError(400, locale, 'response', 'api.passkey.registrationRefused');
    await notify(tx, session.user.id, 'mfa', { change: 'passkeyAdded' });
    return { id };
  });
}

/** `DELETE /api/user/mfa/passkeys/{id}`: one of one's own passkeys (404 for anyone else's); needs a recent proof. */
export async function deletePasskey(session: Session, id: number): Promise<void> {
  await writeTransaction(async (tx) => {
    await assertRecentAuth(tx, session);
    if (!(await removePasskey(tx, session.user.id, id))) throw notFound();
    await notify(tx, session.user.id, 'mfa', { change: 'passkeyRemoved' });
  });
}
