import 'server-only';
import type { Db } from '@/lib/db/types';
import { randomPassword } from '@/lib/server/password';
import { getSetting } from '@/lib/settings/read';
import { isCommonPassword } from './common-passwords';
import { containsUsername, passwordCommonMessage, passwordIsUsernameMessage, passwordMinLength } from './password-rule';

/** The message id of a password shorter than the `passwordMinLength` setting (the rule's own 8 the contract checks). */
export const passwordShortMessage = 'validate.passwordShort';

/**
 * The server's half of the password rule, given the minimum length in force: the rule's length came with
 * the contract (lib/auth/password-rule.ts); here the length the settings ask, the username and the
 * blocklist. Answers the message id of the refusal, or undefined.
 */
export function passwordRefusalWith(password: string, username: string, minLength = passwordMinLength): string | undefined {
  if (password.length < minLength) return passwordShortMessage;
  if (containsUsername(password, username)) return passwordIsUsernameMessage;
  if (isCommonPassword(password)) return passwordCommonMessage;
  return undefined;
}

/** A random password for `username` that the rule accepts at `minLength`. */
export function randomPasswordWith(username: string, minLength = passwordMinLength): string {
  for (;;) {
    const password = randomPassword(Math.max(16, minLength));
    if (passwordRefusalWith(password, username, minLength) === undefined) return password;
  }
}

/** Applied wherever a password is set (one's own change, a user added with one), with the setting in force now. */
export async function passwordRefusal(password: string, username: string, db?: Pick<Db, 'select'>): Promise<string | undefined> {
  return passwordRefusalWith(password, username, await getSetting('passwordMinLength', db));
}

/** A random password the rule in force accepts (a reset's, or a user added without one). */
export async function acceptedRandomPassword(username: string, db?: Pick<Db, 'select'>): Promise<string> {
  return randomPasswordWith(username, await getSetting('passwordMinLength', db));
}
