'use client';

import { useTranslations } from 'next-intl';
import { Separator } from '@/components/ui/separator';
import { DemoSection } from '../demo-section';

export function SeparatorsSection() {
  const t = useTranslations('page.component.general.separators');
  return (
    <DemoSection title={t('title')} description={t('description')}>
      <div>
        <div className="space-y-1">
          <h4 className="text-sm leading-none font-medium">{t('heading')}</h4>
          <p className="text-muted-foreground text-sm">{t('body')}</p>
        </div>
        <Separator className="my-4" />
        <div className="flex h-5 items-center gap-4 text-sm">
          <div>{t('blog')}</div>
          <Separator orientation="vertical" />
          <div>{t('docs')}</div>
          <Separator orientation="vertical" />
          <div>{t('source')}</div>
        </div>
      </div>
    </DemoSection>
  );
}
