/**
 * How a sign-in attempt ended, or a sign-out (lib/db/schema.ts `signins.result`). `throttled`: too many
 * failures of the username from the address, or from the address; `throttled-account`: too many
 * failures of the account from anywhere, and no proof-of-work solution came with the attempt;
 * `challenge-failed`: the solution was invalid, expired or already spent; `mfa-pending`: the password
 * was right and a second factor (or its enrolment) is asked for; `wrong-code`: a wrong or replayed
 * one-time code or recovery code.
 */
export const signinResults = [
  'success',
  'unknown-user',
  'wrong-password',
  'disabled',
  'throttled',
  'throttled-account',
  'challenge-failed',
  'signout',
  'mfa-pending',
  'wrong-code',
] as const;
export type SigninResult = (typeof signinResults)[number];
