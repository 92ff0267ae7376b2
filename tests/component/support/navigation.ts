import { useSyncExternalStore } from 'react';

/**
 * next/navigation for component tests: one in-memory URL that `useRouter().replace/push` change and
 * `usePathname`/`useSearchParams` read (re-rendering their readers), so a test can start a page at a
 * URL and assert the query string the page writes. `refresh()` calls are counted.
 */
interface Location {
  pathname: string;
  search: URLSearchParams;
}

let location: Location = parse('/');
let refreshes = 0;
const listeners = new Set<() => void>();

function parse(href: string): Location {
  const url = new URL(href, 'http://console.test');
  return { pathname: url.pathname, search: url.searchParams };
}

function go(href: string) {
  location = parse(href);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => location;

const router = {
  push: (href: string) => go(href),
  replace: (href: string) => go(href),
  refresh: () => {
    refreshes += 1;
  },
  back: () => undefined,
  forward: () => undefined,
  prefetch: () => undefined,
};

/** What tests drive and read. */
export const navigation = {
  /** Start at this URL (path and query). */
  start: (href: string) => go(href),
  /** The current query string as a plain object. */
  query: (): Record<string, string> => Object.fromEntries(location.search),
  pathname: () => location.pathname,
  refreshes: () => refreshes,
  reset: () => {
    location = parse('/');
    refreshes = 0;
  },
};

/** The module `vi.mock('next/navigation')` answers (tests/component/setup.ts). */
export const nextNavigation = {
  useRouter: () => router,
  usePathname: () => useSyncExternalStore(subscribe, snapshot).pathname,
  useSearchParams: () => useSyncExternalStore(subscribe, snapshot).search,
};
