'use client';

import { useTranslations } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { othersOf, rightOf, togglePin, type Tab } from '@/lib/tabs/model';
import { useWorkspaceTabs } from './tabs-context';

type Item = ComponentType<{ onSelect: () => void; disabled?: boolean; children: ReactNode; 'data-testid'?: string }>;

/** A tab's actions (close, close others, close to the right, pin), as items of a context or dropdown menu. */
export function TabMenuItems({ tab, Item }: { tab: Tab; Item: Item }) {
  const t = useTranslations('tabs');
  const tabs = useWorkspaceTabs();
  if (!tabs) return null;
  const others = othersOf(tabs.tabs, tab.path);
  const right = rightOf(tabs.tabs, tab.path);
  return (
    <>
      <Item data-testid="tab-close" onSelect={() => tabs.requestClose([tab])}>
        {t('close')}
      </Item>
      <Item data-testid="tab-close-others" disabled={others.length === 0} onSelect={() => tabs.requestClose(others)}>
        {t('closeOthers')}
      </Item>
      <Item data-testid="tab-close-right" disabled={right.length === 0} onSelect={() => tabs.requestClose(right)}>
        {t('closeRight')}
      </Item>
      <Item data-testid="tab-pin" onSelect={() => tabs.setTabs((current) => togglePin(current, tab.path))}>
        {tab.pinned ? t('unpin') : t('pin')}
      </Item>
    </>
  );
}
