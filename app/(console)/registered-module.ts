import type { ReactNode } from 'react';

/** What a registered resource's page (`page.tsx`) or dashboard card (`dashboard.tsx`) exports. */
export interface RegisteredModule {
  default: () => Promise<ReactNode>;
}

function isRegisteredModule(value: unknown): value is RegisteredModule {
  return typeof value === 'object' && value !== null && 'default' in value && typeof value.default === 'function';
}

/** `resources/<name>/<file>.tsx` of a registered resource (its folder is its definition's `name`), checked. */
export async function registeredModule(name: string, file: 'page' | 'dashboard'): Promise<RegisteredModule> {
  // One literal file name per import, so the bundler's context holds those files only (not every .tsx of resources/).
  const loaded: unknown = file === 'page' ? await import(`../../resources/${name}/page.tsx`) : await import(`../../resources/${name}/dashboard.tsx`);
  if (!isRegisteredModule(loaded)) throw new Error(`resources/${name}/${file}.tsx exports no ${file}`);
  return loaded;
}
