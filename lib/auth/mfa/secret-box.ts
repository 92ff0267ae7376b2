import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret } from '@/lib/auth/token';

/**
 * TOTP secrets (and single sign-on client secrets, `purpose` 'oidc-client-secret') are stored encrypted
 * (AES-256-GCM) under a key derived with HKDF from `MFA_SECRET_KEY`, else from `AUTH_SECRET` (required in
 * production), one key per purpose. A database dump alone then yields no secret. Set `MFA_SECRET_KEY` to
 * the old `AUTH_SECRET` before rotating that, or enrolled factors stop matching.
 */
export type SealPurpose = 'totp-secret' | 'oidc-client-secret';

function key(purpose: SealPurpose): Buffer {
  const material = process.env.MFA_SECRET_KEY ? new TextEncoder().encode(process.env.MFA_SECRET_KEY) : authSecret();
  return Buffer.from(hkdfSync('sha256', material, 'admin-console', purpose, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(plain: string, purpose: SealPurpose = 'totp-secret'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain text, or null when the box was sealed under another key or tampered with. */
export function open(sealed: string, purpose: SealPurpose = 'totp-secret'): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
