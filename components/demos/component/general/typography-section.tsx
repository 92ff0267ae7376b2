'use client';

import { useTranslations } from 'next-intl';
import { DemoSection } from '../demo-section';

export function TypographySection() {
  const t = useTranslations('page.component.general.typography');
  return (
    <DemoSection title={t('title')} description={t('description')} contentClassName="gap-3">
      <h2 className="scroll-m-20 text-3xl font-extrabold tracking-tight text-balance">{t('h1')}</h2>
      <h3 className="scroll-m-20 border-b pb-2 text-2xl font-semibold tracking-tight">{t('h2')}</h3>
      <h4 className="scroll-m-20 text-xl font-semibold tracking-tight">{t('h3')}</h4>
      <p className="text-muted-foreground text-lg">{t('lead')}</p>
      <p className="leading-7">
        {t.rich('paragraph', {
          code: (chunks) => (
            <code className="bg-muted relative rounded px-[0.3rem] py-[0.2rem] font-mono text-sm font-semibold">
              {chunks}
            </code>
          ),
          strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
        })}
      </p>
      <blockquote className="border-l-2 pl-6 italic">{t('quote')}</blockquote>
      <ul className="ml-6 list-disc [&>li]:mt-1">
        <li>{t('list1')}</li>
        <li>{t('list2')}</li>
        <li>{t('list3')}</li>
      </ul>
      <div className="flex flex-wrap items-baseline gap-4">
        <span className="text-lg font-semibold">{t('large')}</span>
        <small className="text-sm leading-none font-medium">{t('small')}</small>
        <span className="text-muted-foreground text-sm">{t('muted')}</span>
        <kbd className="bg-muted text-foreground pointer-events-none inline-flex h-5 items-center gap-1 rounded border px-1.5 font-mono text-[10px] font-medium select-none">
          Ctrl B
        </kbd>
      </div>
    </DemoSection>
  );
}
