import 'server-only';
import { randomPassword } from '@/lib/server/password';
import { isCommonPassword } from './common-passwords';
import { containsUsername, passwordCommonMessage, passwordIsUsernameMessage } from './password-rule';

/**
 * The server's half of the password rule, applied wherever a password is set (one's own change, a user
 * added with one, a reset): the length came with the contract (lib/auth/password-rule.ts); here the
 * username and the blocklist. Answers the message id of the refusal, or undefined.
 */
export function passwordRefusal(password: string, username: string): string | undefined {
  if (containsUsername(password, username)) return passwordIsUsernameMessage;
  if (isCommonPassword(password)) return passwordCommonMessage;
  return undefined;
}

/** A random password for `username` that the rule accepts (a reset's, or a user added without one). */
export function acceptedRandomPassword(username: string): string {
  for (;;) {
    const password = randomPassword();
    if (passwordRefusal(password, username) === undefined) return password;
  }
}
