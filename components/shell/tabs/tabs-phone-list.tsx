'use client';

import { ChevronDown, Ellipsis, Pin, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { TabMenuItems } from './tab-menu-items';
import { useWorkspaceTabs } from './tabs-context';
import { useTabTitle } from './use-tab-title';

/** A menu item a finger can hit: 44 px tall on a touch screen. */
function TouchItem({ className, ...props }: ComponentProps<typeof DropdownMenuItem>) {
  return <DropdownMenuItem className={cn('pointer-coarse:min-h-11', className)} {...props} />;
}

/**
 * The tabs' menu: on a phone the open tabs as a list (the bar has no room), the current one checked,
 * each with its pin and unsaved marks as the bar shows them; the current tab's actions, and turning tabs off.
 */
export function TabsPhoneList() {
  const t = useTranslations('tabs');
  const tabs = useWorkspaceTabs();
  const title = useTabTitle();
  const router = useRouter();
  if (!tabs) return null;
  const current = tabs.tabs.find((tab) => tab.path === tabs.active);
  const open = (path: string) => {
    const tab = tabs.tabs.find((candidate) => candidate.path === path);
    if (tab) router.push(tab.href);
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="pointer-coarse:h-10 ml-auto min-w-0 max-md:flex-1 max-md:justify-between" data-testid="tabs-menu">
          <span className="truncate md:sr-only">{current ? title(current.path) : t('label')}</span>
          <span className="sr-only max-md:hidden">{t('actions')}</span>
          <ChevronDown className="md:hidden" aria-hidden />
          <Ellipsis className="max-md:hidden" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(20rem,calc(100vw-2rem))] min-w-56">
        <DropdownMenuGroup className="md:hidden" data-testid="tabs-phone-list">
          <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">{t('label')}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={tabs.active ?? ''} onValueChange={open}>
            {tabs.tabs.map((tab) => (
              // The tab and its close: two items side by side (a menu item holds no control of its own).
              <div key={tab.path} className="flex items-center" data-testid="tabs-phone-item">
                <DropdownMenuRadioItem value={tab.path} className="pointer-coarse:min-h-11 min-w-0 flex-1 data-[state=checked]:font-medium">
                  <span className="min-w-0 flex-1 truncate">{title(tab.path)}</span>
                  {tabs.dirty.has(tab.path) && <span className="bg-primary size-1.5 shrink-0 rounded-full" role="img" aria-label={t('unsaved')} />}
                  {tab.pinned && <Pin className="text-muted-foreground size-3.5" role="img" aria-label={t('pinned')} />}
                </DropdownMenuRadioItem>
                {/* As the bar's: a pinned tab has no close (unpin it first); unsaved input asks first. */}
                {!tab.pinned && (
                  <DropdownMenuItem
                    aria-label={t('closeTab', { title: title(tab.path) })}
                    className="pointer-coarse:size-11 size-8 shrink-0 justify-center p-0"
                    onSelect={() => tabs.requestClose([tab])}
                  >
                    <X aria-hidden />
                  </DropdownMenuItem>
                )}
              </div>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
        </DropdownMenuGroup>
        {current && <TabMenuItems tab={current} Item={TouchItem} />}
        <DropdownMenuSeparator />
        <TouchItem data-testid="tabs-off" onSelect={() => tabs.setEnabled(false)}>
          {t('turnOff')}
        </TouchItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
