import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** Every API key starts so; a bearer token without it is a session's JWT. */
export const keyPrefix = 'ak_';

/** A new key's secret: `ak_` and 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return keyPrefix + randomBytes(32).toString('base64url');
}

/** What is stored of a secret: its SHA-256 (the secret has 256 random bits, so no slow hash is needed). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const isKeySecret = (token: string | undefined): token is string => token !== undefined && token.startsWith(keyPrefix);
