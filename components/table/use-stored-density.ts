'use client';

import { useCallback, useState } from 'react';
import { useTableView } from '@/components/shell/preferences-context';
import type { TableDensity } from '@/lib/preferences/schema';

/** A table's row density, kept per table in the user's preferences (from the first render). */
export function useStoredDensity(key: string | undefined) {
  const [view, saveView] = useTableView(key);
  const [density, setDensityState] = useState<TableDensity>(() => view?.density ?? 'comfortable');
  const setDensity = useCallback(
    (next: TableDensity) => {
      setDensityState(next);
      saveView?.({ density: next });
    },
    [saveView],
  );
  return [density, setDensity] as const;
}
