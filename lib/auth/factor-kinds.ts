/**
 * The second factors a user can enrol, in one place: the login ticket's `methods`, the sign-in history's
 * `factor`, the account page and the re-authentication prompt read this list. A passkey (WebAuthn, lib/auth/mfa/passkeys.ts) is one kind however many the user registers.
 */
export const factorKinds = ['totp', 'passkey'] as const;
export type FactorKind = (typeof factorKinds)[number];

/** What can answer a sign-in's second step: an enrolled factor, or a recovery code. */
export type SecondStepMethod = FactorKind | 'recovery';

/** What a sign-in history row says was used: the password, or a second step. */
export const signinFactors = ['password', ...factorKinds, 'recovery'] as const;
export type SigninFactor = (typeof signinFactors)[number];
export const isSigninFactor = (value: string): value is SigninFactor => signinFactors.some((f) => f === value);

/** How long a sign-in ticket lives, and how recent the last proof must be for a sensitive write. */
export const ticketSeconds = 5 * 60;
/** How long a WebAuthn challenge (an options call's) may be answered. */
export const challengeSeconds = 5 * 60;
export const reauthSeconds = 10 * 60;

/** The forced enrolment page: public, it holds no data; its enrolment ticket reaches only the enrolment API. */
export const enrolPath = '/login/enrol';
/** Where the sign-in page leaves an enrolment ticket for that page (sessionStorage: this tab only). */
export const enrolTicketKey = 'mfa-enrol-ticket';
