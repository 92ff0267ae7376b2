'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { savePreferences } from '@/lib/client/preferences';
import type { SavedTab } from '@/lib/preferences/schema';
import { closeMany, neighbourOf, openTab, restoredTabs, savedTabs, type Tab } from '@/lib/tabs/model';

export interface TabsValue {
  enabled: boolean;
  /** turns the tabs on or off (a preference kept on the server) */
  setEnabled: (enabled: boolean) => void;
  tabs: Tab[];
  /** the current page's path when it has a tab */
  active: string | undefined;
  /** the kept page trees by path (components/shell/tabs/kept-page.tsx puts them here) */
  nodes: ReadonlyMap<string, ReactNode>;
  dirty: ReadonlySet<string>;
  /** a tab that may hold a page: a permitted menu leaf or the account page */
  isTabPath: (path: string) => boolean;
  keep: (path: string, node: ReactNode) => void;
  setDirty: (path: string, dirty: boolean) => void;
  setTabs: (update: (tabs: Tab[]) => Tab[]) => void;
  /** closes tabs at once (the caller asked about unsaved input), going to a neighbour when the current one closes */
  close: (closing: readonly Tab[]) => void;
  /** a question waiting for the user: close tabs that hold unsaved input? */
  confirming: readonly Tab[] | undefined;
  /** closes tabs, asking first when one holds unsaved input */
  requestClose: (closing: readonly Tab[]) => void;
  answer: (close: boolean) => void;
  /** tabs closed because their page is no longer permitted (the bar's note) */
  lost: readonly Tab[];
}

const TabsContext = createContext<TabsValue | null>(null);

export const useWorkspaceTabs = () => useContext(TabsContext);

/**
 * The workspace's open tabs: one per visited page (a permitted menu leaf or the account page), opened or
 * focused as the address changes, the least recently used one closing past the limit (never one with
 * unsaved input without asking).
 */
export function TabsProvider({ enabled: initiallyEnabled, initial, isTabPath, children }: { enabled: boolean; initial: readonly SavedTab[]; isTabPath: (path: string) => boolean; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const href = query ? `${pathname}?${query}` : pathname;
  const [tabs, setTabsState] = useState<Tab[]>(() => restoredTabs(initial.filter((t) => isTabPath(t.path))));
  const [nodes, setNodes] = useState<ReadonlyMap<string, ReactNode>>(new Map());
  const [dirty, setDirtyState] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<readonly Tab[]>();
  const [seen, setSeen] = useState<string>();
  const [enabled, setEnabledState] = useState(initiallyEnabled);
  const setEnabled = useCallback((on: boolean) => {
    setEnabledState(on);
    setSeen(undefined);
    if (!on) setNodes(new Map());
    savePreferences({ tabsEnabled: on });
  }, []);

  // Open tabs follow the user: saved on the server whenever they change (reload and other browsers restore them).
  const saved = useRef(JSON.stringify(savedTabs(tabs)));
  useEffect(() => {
    const json = JSON.stringify(savedTabs(tabs));
    if (json === saved.current) return;
    saved.current = json;
    savePreferences({ tabs: savedTabs(tabs) });
  }, [tabs]);

  // Opening a tab follows the address: adjusted while rendering (React's pattern for state derived from a changed value).
  if (enabled && seen !== href && isTabPath(pathname)) {
    setSeen(href);
    const used = Math.max(0, ...tabs.map((t) => t.used)) + 1;
    const result = openTab(tabs, pathname, href, used, dirty);
    setTabsState(result.tabs);
    const open = new Set(result.tabs.map((t) => t.path));
    if ([...nodes.keys()].some((path) => !open.has(path))) setNodes(new Map([...nodes].filter(([path]) => open.has(path))));
    if (result.ask) setConfirming([result.ask]);
  }

  const close = useCallback(
    (closing: readonly Tab[]) => {
      const gone = new Set(closing.map((t) => t.path));
      if (gone.has(pathname)) router.push(neighbourOf(tabs, pathname, gone)?.href ?? '/');
      setTabsState((current) => closeMany(current, closing));
      setNodes((current) => new Map([...current].filter(([path]) => !gone.has(path))));
      setDirtyState((current) => new Set([...current].filter((path) => !gone.has(path))));
    },
    [tabs, pathname, router],
  );

  // A permission change (the menu the server sent) removes pages: their tabs close, and the bar says so.
  const [checkedFor, setCheckedFor] = useState(() => isTabPath);
  const [lost, setLost] = useState<readonly Tab[]>([]);
  if (checkedFor !== isTabPath) {
    setCheckedFor(() => isTabPath);
    const gone = tabs.filter((t) => !isTabPath(t.path));
    if (gone.length > 0) {
      setTabsState(closeMany(tabs, gone));
      setNodes((current) => new Map([...current].filter(([path]) => isTabPath(path))));
      setLost(gone);
    }
  }

  const keep = useCallback((path: string, node: ReactNode) => setNodes((current) => new Map(current).set(path, node)), []);
  const setDirty = useCallback(
    (path: string, isDirty: boolean) =>
      setDirtyState((current) => {
        if (current.has(path) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(path);
        else next.delete(path);
        return next;
      }),
    [],
  );

  const requestClose = useCallback(
    (closing: readonly Tab[]) => {
      if (closing.some((t) => dirty.has(t.path))) setConfirming(closing);
      else close(closing);
    },
    [close, dirty],
  );

  const value = useMemo<TabsValue>(
    () => ({
      enabled,
      setEnabled,
      tabs,
      active: tabs.some((t) => t.path === pathname) ? pathname : undefined,
      nodes,
      dirty,
      isTabPath,
      keep,
      setDirty,
      setTabs: setTabsState,
      close,
      confirming,
      lost,
      requestClose,
      answer: (yes) => {
        if (yes && confirming) close(confirming);
        setConfirming(undefined);
      },
    }),
    [enabled, setEnabled, tabs, pathname, nodes, dirty, isTabPath, keep, setDirty, close, confirming, lost, requestClose],
  );
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}
