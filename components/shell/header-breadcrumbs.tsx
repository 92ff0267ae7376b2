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
import { useMenu, useMenuTitle } from './menu-context';

/**
 * The trail of the current page. On a phone only the page itself shows (its parents and every separator
 * are hidden); the trail stays on one line and the page's title truncates rather than wrapping.
 */
export function HeaderBreadcrumbs() {
  const title = useMenuTitle();
  const tA11y = useTranslations('a11y');
  const chain = breadcrumbs(useMenu(), usePathname());
  return (
    <Breadcrumb className="min-w-0" aria-label={tA11y('location')} data-testid="breadcrumbs">
      <BreadcrumbList className="flex-nowrap">
        {chain.map((node, i) => {
          const last = i === chain.length - 1;
          return (
            <Fragment key={node.path}>
              {i > 0 && <BreadcrumbSeparator className="hidden md:block" />}
              <BreadcrumbItem className={last ? 'min-w-0' : 'hidden shrink-0 md:inline-flex'}>
                {last ? (
                  <BreadcrumbPage className="truncate">{title(node)}</BreadcrumbPage>
                ) : (
                  <span className="text-muted-foreground whitespace-nowrap">{title(node)}</span>
                )}
              </BreadcrumbItem>
            </Fragment>
          );
        })}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
