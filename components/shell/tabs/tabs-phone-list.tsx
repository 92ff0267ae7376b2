'use client';

import { ChevronDown, Ellipsis } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TabMenuItems } from './tab-menu-items';
import { useWorkspaceTabs } from './tabs-context';
import { useTabTitle } from './use-tab-title';

/**
 * The tabs' menu: on a phone the open tabs as a list (the bar has no room), the current tab's actions,
 * and turning tabs off.
 */
export function TabsPhoneList() {
  const t = useTranslations('tabs');
  const tabs = useWorkspaceTabs();
  const title = useTabTitle();
  const router = useRouter();
  if (!tabs) return null;
  const current = tabs.tabs.find((tab) => tab.path === tabs.active);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="ml-auto min-w-0 max-md:flex-1 max-md:justify-between" data-testid="tabs-menu">
          <span className="truncate md:sr-only">{current ? title(current.path) : t('label')}</span>
          <span className="sr-only max-md:hidden">{t('actions')}</span>
          <ChevronDown className="md:hidden" aria-hidden />
          <Ellipsis className="max-md:hidden" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuGroup className="md:hidden" data-testid="tabs-phone-list">
          <DropdownMenuLabel>{t('label')}</DropdownMenuLabel>
          {tabs.tabs.map((tab) => (
            <DropdownMenuItem key={tab.path} data-active={tab.path === tabs.active} className="data-[active=true]:font-medium" onSelect={() => router.push(tab.href)}>
              <span className="truncate">{title(tab.path)}</span>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
        </DropdownMenuGroup>
        {current && <TabMenuItems tab={current} Item={DropdownMenuItem} />}
        <DropdownMenuSeparator />
        <DropdownMenuItem data-testid="tabs-off" onSelect={() => tabs.setEnabled(false)}>
          {t('turnOff')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
