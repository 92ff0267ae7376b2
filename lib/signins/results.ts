/** How a sign-in attempt ended, or a sign-out (lib/db/schema.ts `signins.result`). */
export const signinResults = ['success', 'unknown-user', 'wrong-password', 'disabled', 'throttled', 'signout'] as const;
export type SigninResult = (typeof signinResults)[number];
