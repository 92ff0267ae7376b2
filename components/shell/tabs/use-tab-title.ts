'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { findMenu } from '@/lib/menu';
import { useMenu, useMenuTitle } from '../menu-context';

/** A tab's name: its page's menu title in the page's language (the account page's own). */
export function useTabTitle(): (path: string) => string {
  const menu = useMenu();
  const title = useMenuTitle();
  const t = useTranslations('sidebar.user');
  return useCallback(
    (path: string) => {
      if (path === '/account') return t('account');
      const node = findMenu(menu, path);
      return node ? title(node) : path;
    },
    [menu, title, t],
  );
}
