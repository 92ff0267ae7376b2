import { z } from 'zod';

/**
 * The one rule for a password someone sets (a user added with one, one's own new password): at least
 * 8 characters and at most 128, anything else allowed (no composition rule: length is what makes a
 * password hard to guess, NIST SP 800-63B), and not containing the username. Pure: the forms check it in
 * the browser and the API on the server, with the same messages. The server also refuses the common and
 * breached passwords of its blocklist (lib/auth/password-policy.ts), which never reaches the browser.
 * Signing in does not apply it (the seeded demo accounts' passwords are their usernames).
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** The length half; zod's too-long issue is `validate.tooLong` (with its maximum) to the API and the forms. */
export const passwordSchema = z.string().min(passwordMinLength, { error: 'validate.password' }).max(passwordMaxLength);

/** The message id of a password that contains the username. */
export const passwordIsUsernameMessage = 'validate.passwordIsUsername';
/** The message id of a password on the blocklist (checked on the server only). */
export const passwordCommonMessage = 'validate.passwordCommon';

/** A password as the rule compares it: NFKC-normalised, in any case (as usernames are compared). */
export function passwordKey(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Whether the password contains the username (or is it), in any case or width. */
export function containsUsername(password: string, username: string): boolean {
  const name = passwordKey(username.trim());
  return name !== '' && passwordKey(password).includes(name);
}

/** What is wrong with `password` for `username` (a message id), or undefined when the rule holds. */
export function passwordProblem(password: string, username: string): string | undefined {
  const length = passwordSchema.safeParse(password);
  if (!length.success) {
    const [issue] = length.error.issues;
    return issue?.code === 'too_big' ? 'validate.tooLong' : issue?.message;
  }
  return containsUsername(password, username) ? passwordIsUsernameMessage : undefined;
}

/**
 * The username half, for an object schema holding both: `.superRefine(notUsername('password', read), whenValid(…))`
 * puts the issue on `field` when the password `read` finds contains the username.
 */
export function notUsername<T>(field: string, read: (value: T) => { password?: string; username?: string }) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const { password, username } = read(value);
    if (password !== undefined && username !== undefined && containsUsername(password, username)) {
      ctx.addIssue({ code: 'custom', path: [field], message: passwordIsUsernameMessage, input: password });
    }
  };
}
