import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/page-session';
import { environmentProviders } from '@/lib/auth/oidc/providers';
import { SsoproviderPage } from '@/resources/ssoproviders/ui/ssoprovider-page';

/** The page of /system/sso. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.ssoprovider') };
}

/** The environment's providers, read-only (never a secret); none when its list is malformed (logged at sign-in). */
function fromEnvironment() {
  try {
    return environmentProviders().map(({ id, name, issuer, clientId, jit }) => ({ id, name, issuer, clientId, jit }));
  } catch {
    return [];
  }
}

export default async function Page() {
  await requirePage('/system/sso');
  return <SsoproviderPage environment={fromEnvironment()} />;
}
