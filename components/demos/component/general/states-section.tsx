'use client';

import { FolderOpen, SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from '@/components/ui/empty';
import { DemoSection } from '../demo-section';

export function StatesSection() {
  const t = useTranslations('page.component.general.empty');
  return (
    <DemoSection title={t('title')} description={t('description')} contentClassName="@container">
      <div className="grid gap-4 @lg:grid-cols-2">
      <Empty className="border p-6 md:p-6">
        <EmptyHeader>
          <EmptyMedia variant="icon">
            <FolderOpen />
          </EmptyMedia>
          <EmptyTitle>{t('noProjects')}</EmptyTitle>
          <EmptyDescription>{t('noProjectsHint')}</EmptyDescription>
        </EmptyHeader>
        <EmptyContent>
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="sm">{t('create')}</Button>
            <Button size="sm" variant="outline">
              {t('import')}
            </Button>
          </div>
        </EmptyContent>
      </Empty>
      <Empty className="border p-6 md:p-6">
        <EmptyHeader>
          <EmptyMedia variant="icon">
            <SearchX />
          </EmptyMedia>
          <EmptyTitle>{t('noResults')}</EmptyTitle>
          <EmptyDescription>{t('noResultsHint')}</EmptyDescription>
        </EmptyHeader>
        <EmptyContent>
          <Button size="sm" variant="link">
            {t('clear')}
          </Button>
        </EmptyContent>
      </Empty>
      </div>
    </DemoSection>
  );
}
