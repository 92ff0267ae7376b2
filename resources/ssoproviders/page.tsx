import { requirePage } from '@/lib/auth/page-session';
import { environmentProviders } from '@/lib/auth/oidc/providers';
import { SsoproviderPage } from '@/resources/ssoproviders/ui/ssoprovider-page';

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
