import 'server-only';
import { withBasePath } from '@/lib/base-path';

export const callbackPath = '/api/auth/oidc/callback';

/**
 * The origin the browser addressed: the `Host` header (or a proxy's `X-Forwarded-Host`/`-Proto`), as
 * the passkeys' relying party reads it; `nextUrl` alone names the server's own bind address.
 */
export function browserOrigin(request: { headers: Headers; nextUrl: URL }): string {
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || request.nextUrl.host;
  const scheme = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || request.nextUrl.protocol.replace(/:$/, '');
  return `${scheme}://${host}`;
}

/**
 * The callback URL registered at the provider: `OIDC_REDIRECT_URI` when set, else the browser's
 * origin and the console's base path.
 */
export function redirectUri(origin: string): string {
  return process.env.OIDC_REDIRECT_URI || new URL(withBasePath(callbackPath), origin).toString();
}
