'use client';

import { CircleCheck, CircleAlert, Info, Terminal, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { DemoSection } from '../demo-section';

const tones = [
  { key: 'info', icon: Info, className: 'border-sky-500/40 bg-sky-500/5 text-sky-800 dark:text-sky-300 *:data-[slot=alert-description]:text-sky-800/80 dark:*:data-[slot=alert-description]:text-sky-300/80' },
  { key: 'success', icon: CircleCheck, className: 'border-emerald-500/40 bg-emerald-500/5 text-emerald-800 dark:text-emerald-300 *:data-[slot=alert-description]:text-emerald-800/80 dark:*:data-[slot=alert-description]:text-emerald-300/80' },
  { key: 'warning', icon: TriangleAlert, className: 'border-amber-500/40 bg-amber-500/5 text-amber-800 dark:text-amber-300 *:data-[slot=alert-description]:text-amber-800 dark:*:data-[slot=alert-description]:text-amber-300' },
] as const;

export function AlertsSection() {
  const t = useTranslations('page.component.general.alerts');
  return (
    <DemoSection title={t('title')} description={t('description')}>
      <Alert>
        <Terminal />
        <AlertTitle>{t('default.title')}</AlertTitle>
        <AlertDescription>{t('default.body')}</AlertDescription>
      </Alert>
      {tones.map(({ key, icon: Icon, className }) => (
        <Alert key={key} className={className}>
          <Icon />
          <AlertTitle>{t(`${key}.title`)}</AlertTitle>
          <AlertDescription>{t(`${key}.body`)}</AlertDescription>
        </Alert>
      ))}
      <Alert variant="destructive">
        <CircleAlert />
        <AlertTitle>{t('error.title')}</AlertTitle>
        <AlertDescription>{t('error.body')}</AlertDescription>
      </Alert>
    </DemoSection>
  );
}
