import 'server-only';
import { withBasePath } from '@/lib/base-path';

export const callbackPath = '/api/auth/oidc/callback';

/**
 * The callback URL registered at the provider: `OIDC_REDIRECT_URI` when set (behind a proxy that
 * changes the host), else this request's origin and the console's base path.
 */
export function redirectUri(origin: string): string {
  return process.env.OIDC_REDIRECT_URI || new URL(withBasePath(callbackPath), origin).toString();
}
