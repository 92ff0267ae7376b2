/**
 * The API paths a key never reaches, even when its owner's session would: its own keys (a key cannot make
 * keys), the password, second factors and passkeys, linked single sign-on identities, re-authentication, sign-in and sign-out, the owner's
 * sessions and their current role. A key on any of them answers 403; pages never take a key at all (the
 * page session reads only the cookie's JWT).
 */
const keyless = ['/api/user/keys', '/api/user/password', '/api/user/mfa', '/api/user/sso', '/api/user/reauth', '/api/user/login', '/api/user/logout', '/api/user/sessions', '/api/user/currentRole'];

/** Whether a key may call the endpoint at this path (from `/api/` on). */
export function keyMayReach(apiPath: string): boolean {
  return !keyless.some((path) => apiPath === path || apiPath.startsWith(`${path}/`));
}
