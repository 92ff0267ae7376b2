'use client';

import { ResourcePage } from '@/components/resource/resource-page';
import { EnvironmentProviders, type EnvironmentProvider } from './environment-providers';
import { useSsoproviderView } from './ssoprovider-view';

/** /system/sso: the console's providers on the resource kit, and the environment's, read-only. */
export function SsoproviderPage({ environment }: { environment: EnvironmentProvider[] }) {
  return (
    <div className="flex flex-col gap-4">
      <ResourcePage view={useSsoproviderView()} />
      <EnvironmentProviders providers={environment} />
    </div>
  );
}
