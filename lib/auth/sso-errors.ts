/**
 * Why a single sign-on callback failed, as `?error=` (the sign-in page) or `?ssoError=` (the account page)
 * names it: each has a message `ssoError.<code>` (a shared namespace: the account page reads it too); any other value shows `failed`.
 */
export const ssoErrorCodes = ['state', 'refused', 'denied', 'provider', 'disabled', 'noAccount', 'linkedElsewhere', 'linkSession', 'unreachable', 'failed'] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/** The code a query value names, `failed` for anything else (nothing from the URL is shown as it is). */
export function ssoErrorCode(value: string | undefined): SsoErrorCode {
  return ssoErrorCodes.find((code) => code === value) ?? 'failed';
}
