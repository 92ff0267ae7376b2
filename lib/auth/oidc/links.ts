import 'server-only';
import { withBasePath } from '@/lib/base-path';
import { log } from '@/lib/server/log';
import { providerButtons } from './providers';

/**
 * The sign-in page's single sign-on links: each provider's id, name and start URL (with `next`).
 * A misconfigured provider list shows no links and is logged, so the password sign-in still works.
 */
export async function ssoLinks(next: string | undefined): Promise<{ id: string; name: string; href: string }[]> {
  try {
    return (await providerButtons()).map(({ id, name }) => {
      const query = new URLSearchParams({ provider: id, ...(next ? { next } : {}) });
      return { id, name, href: withBasePath(`/api/auth/oidc/start?${query}`) };
    });
  } catch (error) {
    log.error({ err: error }, 'OIDC provider configuration is invalid');
    return [];
  }
}
