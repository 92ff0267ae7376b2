import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** What a registered resource's page (`page.tsx`) or dashboard card (`dashboard.tsx`) exports. */
export interface RegisteredModule {
  default: () => Promise<ReactNode>;
  generateMetadata?: () => Promise<Metadata>;
}

function isRegisteredModule(value: unknown): value is RegisteredModule {
  return typeof value === 'object' && value !== null && 'default' in value && typeof value.default === 'function';
}

/** `resources/<name>/<file>.tsx` of a registered resource (its folder is its definition's `name`), checked. */
export async function registeredModule(name: string, file: 'page' | 'dashboard'): Promise<RegisteredModule> {
  const loaded: unknown = await import(`../../resources/${name}/${file}.tsx`);
  if (!isRegisteredModule(loaded)) throw new Error(`resources/${name}/${file}.tsx exports no ${file}`);
  return loaded;
}
