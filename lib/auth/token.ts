import 'server-only';
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { config } from '@/lib/config';

export const tokenCookie = 'token';
export const tokenTtlSeconds = 12 * 60 * 60;

export interface TokenClaims {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
  /** the user's token version when the token was signed */
  ver: number;
}

const store = globalThis as typeof globalThis & { __consoleDevSecret?: Uint8Array };

/** The signing key: AUTH_SECRET, required in production; a development process makes its own. */
export function authSecret(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (secret) {
    if (secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.');
    return new TextEncoder().encode(secret);
  }
  if (config.isProduction) {
    throw new Error('AUTH_SECRET is required in production: set it to a random string of at least 32 characters.');
  }
  store.__consoleDevSecret ??= new Uint8Array(randomBytes(32));
  return store.__consoleDevSecret;
}

export async function signToken(claims: TokenClaims, ttlSeconds = tokenTtlSeconds): Promise<string> {
  return new SignJWT({ sid: claims.sid, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(authSecret());
}

/** The token's claims, or null for anything not signed by us with HS256 and unexpired. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), { algorithms: ['HS256'] });
    const { sub, sid, ver } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof ver !== 'number') return null;
    return { sub, sid, ver };
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
