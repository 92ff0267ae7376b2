/**
 * How a sign-in attempt ended, or a sign-out (lib/db/schema.ts `signins.result`). `throttled`: too many
 * failures of the username from the address, or from the address; `throttled-account`: too many
 * failures of the account from anywhere, and no proof-of-work solution came with the attempt;
 * `challenge-failed`: the solution was invalid, expired or already spent.
 */
export const signinResults = ['success', 'unknown-user', 'wrong-password', 'disabled', 'throttled', 'throttled-account', 'challenge-failed', 'signout'] as const;
export type SigninResult = (typeof signinResults)[number];
