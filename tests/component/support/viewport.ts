import { vi } from 'vitest';

/** A `matchMedia` whose queries match when `matches` says so (never changing, so no listener is called). */
export function mediaQueries(matches: (query: string) => boolean) {
  return (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/**
 * A phone's viewport for the hooks that read it (`useIsMobile`: max-width 767px): every max-width
 * query of 767px or more matches, nothing else. Undone after each test (setup.ts unstubs globals).
 */
export function phoneViewport() {
  vi.stubGlobal(
    'matchMedia',
    mediaQueries((query) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return max !== null && Number(max[1]) >= 767;
    }),
  );
}
