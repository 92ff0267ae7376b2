'use client';

import { usePathname } from 'next/navigation';
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

export function HeaderBreadcrumbs() {
  const title = useMenuTitle();
  const chain = breadcrumbs(useMenu(), usePathname());
  return (
    <Breadcrumb>
      <BreadcrumbList>
        {chain.map((node, i) => (
          <Fragment key={node.path}>
            {i > 0 && <BreadcrumbSeparator />}
            <BreadcrumbItem className={i < chain.length - 1 ? 'hidden md:block' : undefined}>
              {i < chain.length - 1 ? (
                <span className="text-muted-foreground">{title(node)}</span>
              ) : (
                <BreadcrumbPage>{title(node)}</BreadcrumbPage>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
