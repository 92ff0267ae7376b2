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

export function HeaderBreadcrumbs() {
  const t = useTranslations();
  const chain = breadcrumbs(usePathname());
  return (
    <Breadcrumb>
      <BreadcrumbList>
        {chain.map((node, i) => (
          <Fragment key={node.path}>
            {i > 0 && <BreadcrumbSeparator />}
            <BreadcrumbItem className={i < chain.length - 1 ? 'hidden md:block' : undefined}>
              {i < chain.length - 1 ? (
                <span className="text-muted-foreground">{t(node.title)}</span>
              ) : (
                <BreadcrumbPage>{t(node.title)}</BreadcrumbPage>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
