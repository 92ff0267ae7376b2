'use client';

import { CircleCheck, CircleX, FileQuestion, ShieldAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { cn } from '@/lib/utils';
import { DemoSection } from '../demo-section';

const results = {
  success: { icon: CircleCheck, tone: 'text-emerald-600 dark:text-emerald-400 bg-emerald-500/10' },
  error: { icon: CircleX, tone: 'text-destructive-foreground bg-destructive/10' },
  forbidden: { icon: ShieldAlert, tone: 'text-amber-600 dark:text-amber-400 bg-amber-500/10' },
  notFound: { icon: FileQuestion, tone: 'text-sky-600 dark:text-sky-400 bg-sky-500/10' },
} as const;
type ResultKind = keyof typeof results;

export function ResultsSection() {
  const t = useTranslations('page.component.general.results');
  const [kind, setKind] = useState<ResultKind>('success');
  const { icon: Icon, tone } = results[kind];

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <ToggleGroup
        type="single"
        variant="outline"
        size="sm"
        value={kind}
        onValueChange={(v) => v && setKind(v as ResultKind)}
        aria-label={t('title')}
        className="flex-wrap"
      >
        {(Object.keys(results) as ResultKind[]).map((k) => (
          <ToggleGroupItem key={k} value={k} className="px-3">
            {t(`${k}.tab`)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <div className="flex flex-col items-center gap-3 rounded-lg border px-4 py-10 text-center" data-testid="result-state">
        <div className={cn('flex size-14 items-center justify-center rounded-full', tone)}>
          <Icon className="size-7" aria-hidden />
        </div>
        {kind === 'forbidden' || kind === 'notFound' ? (
          <span className="text-muted-foreground font-mono text-sm">{kind === 'forbidden' ? '403' : '404'}</span>
        ) : null}
        <h3 className="text-lg font-semibold">{t(`${kind}.title`)}</h3>
        <p className="text-muted-foreground max-w-sm text-sm">{t(`${kind}.body`)}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button size="sm">{t(`${kind}.primary`)}</Button>
          <Button size="sm" variant="outline">
            {t(`${kind}.secondary`)}
          </Button>
        </div>
      </div>
    </DemoSection>
  );
}
