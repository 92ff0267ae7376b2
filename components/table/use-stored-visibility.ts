'use client';

import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';

const prefix = 'table-columns:';

function read(key: string): ColumnVisibilityState | undefined {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(prefix + key) ?? 'null');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return undefined;
  }
}

/**
 * Column visibility kept per table in localStorage (`table-columns:<key>`), so a hidden column stays
 * hidden after a reload. Read after mount (the server renders the defaults: no hydration mismatch).
 * Without a key it is plain state.
 */
export function useStoredVisibility(key: string | undefined, initial: ColumnVisibilityState) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(initial);
  useEffect(() => {
    if (!key) return;
    const stored = read(key);
    // Restoring from storage after mount is the point of this effect (the server cannot read it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setVisibility((current) => ({ ...current, ...stored }));
  }, [key]);
  const update = useCallback(
    (next: ColumnVisibilityState) => {
      setVisibility(next);
      if (!key) return;
      try {
        window.localStorage.setItem(prefix + key, JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the choice lasts for this page only.
      }
    },
    [key],
  );
  return [visibility, update] as const;
}
