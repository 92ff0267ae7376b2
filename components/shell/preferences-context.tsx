'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { savePreferences } from '@/lib/client/preferences';
import type { Preferences, TableView } from '@/lib/preferences/schema';

interface PreferencesValue {
  tables: NonNullable<Preferences['tables']>;
  setTableView: (key: string, view: TableView) => void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

/** The signed-in user's saved table views, read by the console layout: tables open as they were left, from the first paint. */
export function PreferencesProvider({ tables: initial, children }: { tables: Preferences['tables']; children: ReactNode }) {
  const [tables, setTables] = useState(initial ?? {});
  const setTableView = useCallback(
    (key: string, view: TableView) => {
      const next = { ...tables, [key]: { ...tables[key], ...view } };
      setTables(next);
      savePreferences({ tables: next });
    },
    [tables],
  );
  const value = useMemo(() => ({ tables, setTableView }), [tables, setTableView]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

/** One table's saved view and its setter (none outside the console: the view then lasts for the page). */
export function useTableView(key: string | undefined): [TableView | undefined, ((view: TableView) => void) | undefined] {
  const preferences = useContext(PreferencesContext);
  const setTableView = preferences?.setTableView;
  const set = useMemo(() => (key && setTableView ? (view: TableView) => setTableView(key, view) : undefined), [key, setTableView]);
  return [key ? preferences?.tables[key] : undefined, set];
}
