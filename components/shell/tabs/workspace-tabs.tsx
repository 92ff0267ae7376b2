'use client';

import { useCallback, useMemo, type ReactNode } from 'react';
import { flattenMenu, isLeaf } from '@/lib/menu';
import type { SavedTab } from '@/lib/preferences/schema';
import { useMenu } from '../menu-context';
import { TabsProvider } from './tabs-context';

/** The tabs of the pages the current role may open: its menu's leaves and the account page. */
export function WorkspaceTabs({ enabled, initial, children }: { enabled: boolean; initial: readonly SavedTab[]; children: ReactNode }) {
  const menu = useMenu();
  const leaves = useMemo(() => new Set(flattenMenu(menu).filter(isLeaf).map((node) => node.path)), [menu]);
  const isTabPath = useCallback((path: string) => path === '/account' || leaves.has(path), [leaves]);
  return (
    <TabsProvider enabled={enabled} initial={initial} isTabPath={isTabPath}>
      {children}
    </TabsProvider>
  );
}
