import { vi } from 'vitest';

/**
 * A phone's viewport for the hooks that read it (`useIsMobile`: max-width 767px): every max-width
 * query of 767px or more matches, nothing else. Undone after each test (setup.ts unstubs globals).
 */
export function phoneViewport() {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max !== null && Number(max[1]) >= 767,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
