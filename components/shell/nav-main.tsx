'use client';

import { ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  useSidebar,
} from '@/components/ui/sidebar';
import type { MenuNode } from '@/lib/menu';
import { useMenuTitle } from './menu-context';
import { MenuIcon } from './menu-icon';
import { NavFlyout } from './nav-flyout';

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The permitted menu tree: leaves link, parents collapse (open while one of their pages is active). */
export function NavMain({ items }: { items: MenuNode[] }) {
  const t = useTranslations();
  const title = useMenuTitle();
  const pathname = usePathname();
  const { isMobile, setOpenMobile, state } = useSidebar();
  // In icon mode a collapsible parent has no room to open: its children fly out beside it.
  const flyouts = state === 'collapsed' && !isMobile;
  const active = (path: string) => isActive(pathname, path);
  // The sections opened or closed by hand, kept here so they survive a round trip through icon mode
  // (the flyouts replace the collapsibles there); the others follow the current page.
  const [sections, setSections] = useState<Record<string, boolean>>({});
  const isOpen = (path: string) => sections[path] ?? isActive(pathname, path);
  const setOpen = (path: string, open: boolean) => setSections((previous) => ({ ...previous, [path]: open }));
  // On a phone the menu is a sheet over the page: close it once a page is chosen.
  const closeSheet = () => {
    if (isMobile) setOpenMobile(false);
  };
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{t('common.menu')}</SidebarGroupLabel>
      <SidebarMenu>
        {items.map((item) =>
          item.children?.length && flyouts ? (
            <NavFlyout key={item.path} item={item} isActive={active} />
          ) : item.children?.length ? (
            <Collapsible
              key={item.path}
              asChild
              open={isOpen(item.path)}
              onOpenChange={(open) => setOpen(item.path, open)}
              className="group/collapsible"
            >
              <SidebarMenuItem>
                <CollapsibleTrigger asChild>
                  {/* No tooltip: a parent shows here only while the sidebar is expanded or a sheet, where none shows. */}
                  <SidebarMenuButton isActive={isActive(pathname, item.path)}>
                    <MenuIcon name={item.icon} />
                    <span>{title(item)}</span>
                    <ChevronRight className="ml-auto transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90" />
                  </SidebarMenuButton>
                </CollapsibleTrigger>
                <CollapsibleContent>
                  <SidebarMenuSub>
                    {item.children.map((child) => (
                      <SidebarMenuSubItem key={child.path}>
                        <SidebarMenuSubButton asChild isActive={isActive(pathname, child.path)}>
                          <Link href={child.path} onClick={closeSheet}>
                            <span>{title(child)}</span>
                          </Link>
                        </SidebarMenuSubButton>
                      </SidebarMenuSubItem>
                    ))}
                  </SidebarMenuSub>
                </CollapsibleContent>
              </SidebarMenuItem>
            </Collapsible>
          ) : (
            <SidebarMenuItem key={item.path}>
              <SidebarMenuButton asChild tooltip={title(item)} isActive={isActive(pathname, item.path)}>
                <Link href={item.path} onClick={closeSheet}>
                  <MenuIcon name={item.icon} />
                  <span>{title(item)}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          ),
        )}
      </SidebarMenu>
    </SidebarGroup>
  );
}
