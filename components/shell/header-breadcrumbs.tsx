'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { breadcrumbs } from '@/lib/menu';
import { cn } from '@/lib/utils';
import { useMenu, useMenuTitle } from './menu-context';

interface Crumb {
  path: string;
  title: string;
}

/** The pages every signed-in user has (`signedInPaths`), by their `sidebar.user` title. */
const ownPages: Readonly<Record<string, 'account' | 'notifications'>> = { '/account': 'account', '/account/notifications': 'notifications' };

/**
 * The trail of the current page. On a phone only the page itself shows (its parents and every separator
 * are hidden); the trail stays on one line and the page's title truncates rather than wrapping.
 */
export function HeaderBreadcrumbs({ className }: { className?: string }) {
  const menuTitle = useMenuTitle();
  const tA11y = useTranslations('a11y');
  const tUser = useTranslations('sidebar.user');
  const pathname = usePathname();
  const inMenu = breadcrumbs(useMenu(), pathname);
  // A signed-in page outside the menu (one's own account) is titled as the user menu names it.
  const own = ownPages[pathname];
  const chain: Crumb[] = inMenu.length === 0 && own ? [{ path: pathname, title: tUser(own) }] : inMenu.map((node) => ({ path: node.path, title: menuTitle(node) }));
  return (
    <Breadcrumb className={cn('min-w-0', className)} aria-label={tA11y('location')} data-testid="breadcrumbs">
      <BreadcrumbList className="flex-nowrap">
        {chain.map((node, i) => {
          const last = i === chain.length - 1;
          return (
            <Fragment key={node.path}>
              {i > 0 && <BreadcrumbSeparator className="hidden md:block" />}
              <BreadcrumbItem className={last ? 'min-w-0' : 'hidden shrink-0 md:inline-flex'}>
                {last ? (
                  <BreadcrumbPage className="truncate">{node.title}</BreadcrumbPage>
                ) : (
                  <span className="text-muted-foreground whitespace-nowrap">{node.title}</span>
                )}
              </BreadcrumbItem>
            </Fragment>
          );
        })}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
