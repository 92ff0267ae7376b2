'use client';

// The contexts next/navigation's usePathname and useSearchParams read (Next 16 exposes no public way to
// give a subtree its own address). A kept page hidden behind another tab would otherwise re-render with the
// other page's address, and its URL-driven state (filters typed, paging) would follow it.
import { NavigationPromisesContext, PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { useMemo, type ReactNode } from 'react';

/** Gives a kept page its own tab's address (path and query), shown or hidden. */
export function TabLocation({ href, children }: { href: string; children: ReactNode }) {
  const cut = href.indexOf('?');
  const path = cut < 0 ? href : href.slice(0, cut);
  const query = cut < 0 ? '' : href.slice(cut + 1);
  const search = useMemo(() => new URLSearchParams(query), [query]);
  return (
    <NavigationPromisesContext.Provider value={null}>
      <PathnameContext.Provider value={path}>
        <SearchParamsContext.Provider value={search}>{children}</SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </NavigationPromisesContext.Provider>
  );
}
