'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination';
import { DemoSection } from '../demo-section';

const TOTAL_PAGES = 12;

/** Page numbers to show around `current` (1-based), with gaps as null. */
function pageWindow(current: number, total: number): (number | null)[] {
  const keep = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const pages = [...keep].sort((a, b) => a - b);
  return pages.flatMap((p, i) => (i > 0 && p - (pages[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

export function NavigationSection() {
  const t = useTranslations('page.component.general.navigation');
  const [page, setPage] = useState(4);
  const go = (next: number) => (event: MouseEvent) => {
    event.preventDefault();
    setPage(Math.min(TOTAL_PAGES, Math.max(1, next)));
  };

  return (
    <DemoSection title={t('title')} description={t('description')} className="xl:col-span-2" contentClassName="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid content-start gap-4">
        <Breadcrumb aria-label={t('collapsedTrail')}>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink href="#">{t('home')}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <DropdownMenu>
                <DropdownMenuTrigger className="flex items-center gap-1" aria-label={t('more')}>
                  <BreadcrumbEllipsis className="size-4" />
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  <DropdownMenuItem>{t('docs')}</DropdownMenuItem>
                  <DropdownMenuItem>{t('themes')}</DropdownMenuItem>
                  <DropdownMenuItem>{t('github')}</DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbLink href="#">{t('components')}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>{t('breadcrumb')}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
        <Breadcrumb aria-label={t('slashTrail')}>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink href="#">{t('home')}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator>/</BreadcrumbSeparator>
            <BreadcrumbItem>
              <BreadcrumbLink href="#">{t('components')}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator>/</BreadcrumbSeparator>
            <BreadcrumbItem>
              <BreadcrumbPage>{t('pagination')}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
      </div>
      <div className="grid content-start gap-4">
        <Pagination aria-label={t('pagination')}>
          <PaginationContent className="flex-wrap">
            <PaginationItem>
              <PaginationPrevious href="#" onClick={go(page - 1)} aria-disabled={page === 1} aria-label={t('previous')}>
                {t('previous')}
              </PaginationPrevious>
            </PaginationItem>
            {pageWindow(page, TOTAL_PAGES).map((p, i) =>
              p === null ? (
                <PaginationItem key={`gap-${i}`}>
                  <PaginationEllipsis />
                </PaginationItem>
              ) : (
                <PaginationItem key={p}>
                  <PaginationLink href="#" isActive={p === page} onClick={go(p)}>
                    {p}
                  </PaginationLink>
                </PaginationItem>
              ),
            )}
            <PaginationItem>
              <PaginationNext href="#" onClick={go(page + 1)} aria-disabled={page === TOTAL_PAGES} aria-label={t('next')}>
                {t('next')}
              </PaginationNext>
            </PaginationItem>
          </PaginationContent>
        </Pagination>
        <Pagination aria-label={t('compact')}>
          <PaginationContent>
            <PaginationItem>
              <PaginationLink href="#" onClick={go(page - 1)} aria-disabled={page === 1} aria-label={t('previous')}>
                <ChevronLeft />
              </PaginationLink>
            </PaginationItem>
            <PaginationItem>
              <span className="text-muted-foreground px-2 text-sm tabular-nums" aria-live="polite">
                {t('pageOf', { page, total: TOTAL_PAGES })}
              </span>
            </PaginationItem>
            <PaginationItem>
              <PaginationLink href="#" onClick={go(page + 1)} aria-disabled={page === TOTAL_PAGES} aria-label={t('next')}>
                <ChevronRight />
              </PaginationLink>
            </PaginationItem>
          </PaginationContent>
        </Pagination>
      </div>
    </DemoSection>
  );
}
