import 'server-only';
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { config } from '@/lib/config';

export const tokenCookie = 'token';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
  /** the user's token version when the token was signed */
  ver: number;
}

const store = globalThis as typeof globalThis & { __consoleDevSecret?: Uint8Array };

let encoded: { secret: string; key: Uint8Array } | undefined;

/** The signing key: AUTH_SECRET, required in production; a development process makes its own. */
export function authSecret(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (secret) {
    if (secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.');
    if (encoded?.secret !== secret) encoded = { secret, key: new TextEncoder().encode(secret) };
    return encoded.key;
  }
  if (config.isProduction) {
    throw new Error('AUTH_SECRET is required in production: set it to a random string of at least 32 characters.');
  }
  store.__consoleDevSecret ??= new Uint8Array(randomBytes(32));
  return store.__consoleDevSecret;
}

/** Signs a session's token, valid for `ttlSeconds` (the session's absolute lifetime, lib/auth/session-policy.ts). */
export async function signToken(claims: TokenClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sid, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(authSecret());
}

/** Tokens whose signature this process has checked, with their expiry (seconds); oldest out first. */
const verified = new Map<string, { claims: TokenClaims; exp: number; key: Uint8Array }>();
export const verifiedLimit = 10_000;

/**
 * The token's claims, or null for anything not signed by us with HS256 and unexpired. A signature
 * checked once stays good for the same string, so it is checked once per process and key (the check
 * was a tenth of a signed-in request's time); expiry is checked every time. Revocation is the session
 * read's: it never depends on this memo.
 */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  const key = authSecret();
  const known = verified.get(token);
  if (known?.key === key) return known.exp > Date.now() / 1000 ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const { sub, sid, ver, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof ver !== 'number' || typeof exp !== 'number') return null;
    const claims = { sub, sid, ver };
    if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, { claims, exp, key });
    return claims;
  } catch {
    return null;
  }
}

/** The bearer token of a request, else its cookie. */
export function tokenFromRequest(headers: Headers, cookieValue: string | undefined): string | undefined {
  const authorization = headers.get('authorization');
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? (cookieValue || undefined);
}

/**
 * The claims of a token signed by us whose only fault is its age (past `exp`): a session that reached its
 * absolute timeout, which the sign-in page names as such. Checked as at the epoch, so expiry is ignored.
 */
export async function expiredClaims(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), { algorithms: ['HS256'], currentDate: new Date(0) });
    const { sub, sid, ver, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof ver !== 'number' || typeof exp !== 'number') return null;
    return exp <= Date.now() / 1000 ? { sub, sid, ver } : null;
  } catch {
    return null;
  }
}
