'use client';

import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';
import { useTableView } from '@/components/shell/preferences-context';

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
 * Column visibility kept per table in the user's preferences (from the server's first render: no flash)
 * and in localStorage (`table-columns:<key>`, read after mount, when the preferences hold no view of this
 * table), so a hidden column stays hidden after a reload, on any browser. Without a key it is plain state.
 */
export function useStoredVisibility(key: string | undefined, initial: ColumnVisibilityState) {
  const [view, saveView] = useTableView(key);
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => ({ ...initial, ...view?.columns }));
  const saved = view?.columns !== undefined;
  useEffect(() => {
    if (!key || saved) return;
    const stored = read(key);
    // Restoring from storage after mount is the point of this effect (the server cannot read it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setVisibility((current) => ({ ...current, ...stored }));
  }, [key, saved]);
  const update = useCallback(
    (next: ColumnVisibilityState) => {
      setVisibility(next);
      if (!key) return;
      saveView?.({ columns: next });
      try {
        window.localStorage.setItem(prefix + key, JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the choice lasts for this page only.
      }
    },
    [key, saveView],
  );
  return [visibility, update] as const;
}
