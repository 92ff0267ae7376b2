import 'server-only';
import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import { signKnownDevice } from '@/lib/auth/known-device';
import { openSession, type Session } from '@/lib/auth/session';
import { recordSignin } from '@/lib/auth/signin-record';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import type { SignInClient } from '@/lib/server/socket-address';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { ticketUser, type EnrolActor } from './enrol';
import { registerPasskey, registrationOptions, removePasskey } from './passkeys';
import { passkeyName, registrationResponseSchema } from './passkey-shapes';
import { assertRecentAuth } from './reauth';
import type { RelyingParty } from './relying-party';
import { spendTicket } from './tickets';
import { notify } from '@/lib/notifications/notify';

export const registerSchema = z.strictObject({ name: passkeyName, response: registrationResponseSchema });

/**
 * `POST /api/user/mfa/passkeys/options`: options for `startRegistration`. A session needs a recent proof of
 * identity; the bearer of an enrolment ticket (forced enrolment) registers for the ticket's user.
 */
export async function startPasskey(actor: EnrolActor, rp: RelyingParty) {
  if (actor.kind === 'session') {
    return writeTransaction(async (tx) => {
      await assertRecentAuth(tx, actor.session);
      return registrationOptions(tx, actor.session.user, rp);
    });
  }
  const db = await getDb();
  return db.transaction(async (tx) => registrationOptions(tx, (await ticketUser(tx, actor.ticket)).user, rp));
}

export type AddedPasskey = { id: number; session?: { token: string; knownDevice: string } };

/**
 * `POST /api/user/mfa/passkeys {name, response}`: verifies the authenticator's answer to the user's own
 * live challenge and stores the passkey. A wrong, foreign, spent or expired challenge is a 400. With an
 * enrolment ticket the sign-in ends here: the ticket is spent and the session opened, as TOTP's enable does.
 */
export async function addPasskey(actor: EnrolActor, input: z.infer<typeof registerSchema>, rp: RelyingParty, locale: Locale, client: SignInClient): Promise<AddedPasskey> {
  const refused = () => fieldError(400, locale, 'response', 'api.passkey.registrationRefused');
  if (actor.kind === 'session') {
    return writeTransaction(async (tx) => {
      await assertRecentAuth(tx, actor.session);
      const id = await registerPasskey(tx, actor.session.user.id, input.name, input.response, rp);
      if (id === null) throw refused();
      await notify(tx, actor.session.user.id, 'mfa', { change: 'passkeyAdded' });
      return { id };
    });
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { live, user } = await ticketUser(tx, actor.ticket);
    const id = await registerPasskey(tx, user.id, input.name, input.response, rp);
    if (id === null) throw refused();
    if (!(await spendTicket(tx, live))) throw refused();
    await notify(tx, user.id, 'mfa', { change: 'passkeyAdded' });
    await recordSignin(tx, { username: user.username, userId: user.id, result: 'success', factor: 'passkey' }, client);
    return { id, session: { token: await openSession(tx, user, client), knownDevice: await signKnownDevice(user) } };
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
