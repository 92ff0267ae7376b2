'use client';

import { useLocale } from 'next-intl';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { menuTitle, visibleMenu, type MenuNode, type MenuTree } from '@/lib/menu';
import { useSession } from './session-context';

const MenuContext = createContext<MenuTree>([]);

/** The menu tree the server read from the database for this render (already the current role's). */
export function MenuProvider({ tree, children }: { tree: MenuTree; children: ReactNode }) {
  return <MenuContext.Provider value={tree}>{children}</MenuContext.Provider>;
}

/**
 * The menu the current role sees. Filtered again by the user info on the client, so a role switch
 * hides what the new role lacks at once (its refresh brings the rest).
 */
export function useMenu(): MenuNode[] {
  const tree = useContext(MenuContext);
  const { user } = useSession();
  return useMemo(() => visibleMenu(tree, new Set(user.currentMenuPermission)), [tree, user.currentMenuPermission]);
}

/** A menu entry's title in the page's language. */
export function useMenuTitle(): (node: Pick<MenuNode, 'titleEn' | 'titleZh'>) => string {
  const locale = useLocale();
  return useCallback((node) => menuTitle(node, locale), [locale]);
}
