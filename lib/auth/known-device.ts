import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import type { NextResponse } from 'next/server';
import { cookiePath } from '@/lib/base-path';
import { config } from '@/lib/config';
import { authSecret } from './token';

/**
 * The "known device" cookie: set on a successful sign-in, it lets that user sign in again from this
 * browser without the per-account proof-of-work, so failures from elsewhere never lock the owner out
 * (NIST SP 800-63B §5.2.2). A JWT signed with AUTH_SECRET carrying the user id and token version (a
 * password change or "sign out everywhere" ends it), with an audience of its own so that it and a
 * session token can never stand in for each other. One per browser: the last user who signed in.
 */
export const knownDeviceCookie = 'known_device';
export const knownDeviceTtlSeconds = 180 * 24 * 60 * 60;
const audience = 'known-device';

export interface DeviceOwner {
  id: string;
  version: number;
}

export function signKnownDevice(owner: DeviceOwner): Promise<string> {
  return new SignJWT({ ver: owner.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(owner.id)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + knownDeviceTtlSeconds)
    .sign(authSecret());
}

/** Whether the cookie was set by a sign-in of this user at this token version, and is unexpired. */
export async function isKnownDevice(cookie: string | undefined, owner: DeviceOwner): Promise<boolean> {
  if (!cookie) return false;
  try {
    const { payload } = await jwtVerify(cookie, authSecret(), { algorithms: ['HS256'], audience });
    return payload.sub === owner.id && payload.ver === owner.version;
  } catch {
    return false;
  }
}

export function setKnownDeviceCookie(response: NextResponse, value: string): NextResponse {
  response.cookies.set(knownDeviceCookie, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: cookiePath,
    maxAge: knownDeviceTtlSeconds,
  });
  return response;
}
