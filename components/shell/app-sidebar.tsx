'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
} from '@/components/ui/sidebar';
import { ConsoleMark } from './console-mark';
import { useConsoleName, useConsoleSettings } from './console-settings-context';
import { useMenu } from './menu-context';
import { NavMain } from './nav-main';
import { NavUser } from './nav-user';

export function AppSidebar() {
  const t = useTranslations('common');
  const tA11y = useTranslations('a11y');
  const items = useMenu();
  const name = useConsoleName();
  const { logo } = useConsoleSettings();
  return (
    <Sidebar collapsible="icon">
      {/* A landmark around the whole sidebar: brand, menu and user menu are all navigation. */}
      <nav aria-label={tA11y('navigation')} className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton size="lg" asChild>
                <Link href="/">
                  <ConsoleMark name={name} logo={logo} className="aspect-square size-8 rounded-lg" letterClassName="bg-sidebar-primary text-sidebar-primary-foreground text-sm" />
                  <span className="grid flex-1 text-left text-sm leading-tight">
                    <span className="truncate font-semibold" data-testid="console-name">
                      {name}
                    </span>
                    <span className="text-muted-foreground truncate text-xs">{t('templateDesc')}</span>
                  </span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <NavMain items={items} />
        </SidebarContent>
        <SidebarFooter>
          <NavUser />
        </SidebarFooter>
        <SidebarRail />
      </nav>
    </Sidebar>
  );
}
