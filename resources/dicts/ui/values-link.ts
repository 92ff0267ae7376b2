'use client';

import { usePathname } from 'next/navigation';
import { useCallback } from 'react';

/** The page's address showing a dictionary's values (`dictId`), or the dictionaries (none). */
export function useValuesHref(): (dictId?: string) => string {
  const pathname = usePathname();
  return useCallback((dictId?: string) => (dictId ? `${pathname}?dict=${encodeURIComponent(dictId)}` : pathname), [pathname]);
}
