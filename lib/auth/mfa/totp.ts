import 'server-only';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const totpPeriod = 30;
const issuer = 'Admin Console';

const totpOf = (secret: string, label = '') => new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: totpPeriod, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The code of the step at `ms` (tests and the e2e spec compute codes the same way). */
export function totpCode(secret: string, ms: number): string {
  return totpOf(secret).generate({ timestamp: ms });
}

/**
 * The 30-second step a code belongs to, within one step of the clock's either side (drift), or null.
 * The caller refuses a step already used (replay).
 */
export function matchStep(secret: string, code: string, ms: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: ms, window: 1 });
  return delta === null ? null : Math.floor(ms / 1000 / totpPeriod) + delta;
}
