'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ChartCard } from '@/components/demos/chart/chart-card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { DashboardStats } from '@/lib/dashboard/types';
import { bucketSignups } from './signup-buckets';
import { StackedArea } from './svg/stacked-area';

const ranges = ['90', '30', '7'] as const;
type Range = (typeof ranges)[number];

/** Sign-ups stacked by status over the last 7, 30 or 90 days of the series: per day, per week for 90. */
export function SignupsChart({ signups }: { signups: DashboardStats['signups'] }) {
  const t = useTranslations('page.dashboard');
  const tStatus = useTranslations('dict.status');
  const locale = useLocale();
  const [range, setRange] = useState<Range>('90');
  const shown = useMemo(() => signups.slice(-Number(range)), [signups, range]);
  const points = useMemo(() => bucketSignups(shown, range === '90' ? 7 : 1), [shown, range]);
  const total = shown.reduce((n, d) => n + d.enabled + d.disabled, 0);
  const day = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }), [locale]);
  const fullDay = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const first = shown[0]?.date;
  const last = shown.at(-1)?.date;

  return (
    <ChartCard
      className="lg:col-span-2"
      title={t('signups.title')}
      description={
        <>
          <span>{t('signups.total', { count: total, days: Number(range) })}</span>
          {first && last ? <span className="hidden @[540px]/card-header:inline"> · {t('signups.span', { from: fullDay.format(new Date(first)), to: fullDay.format(new Date(last)) })}</span> : null}
        </>
      }
      action={
        <Select value={range} onValueChange={(value) => setRange(value as Range)}>
          <SelectTrigger size="sm" className="w-40" aria-label={t('signups.range')} data-testid="signups-range">
            <SelectValue />
          </SelectTrigger>
          <SelectContent align="end">
            {ranges.map((r) => (
              <SelectItem key={r} value={r}>
                {t(`signups.last.${r}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      }
    >
      <StackedArea
        points={points.map((d) => ({ x: d.date, values: [d.disabled, d.enabled] }))}
        series={[
          { key: 'disabled', label: tStatus('disabled'), color: 'var(--chart-2)' },
          { key: 'enabled', label: tStatus('enabled'), color: 'var(--chart-1)' },
        ]}
        tick={(date) => day.format(new Date(date))}
        label={(date) => {
          const to = points.find((p) => p.date === date)?.to ?? date;
          return to === date ? fullDay.format(new Date(date)) : t('signups.span', { from: fullDay.format(new Date(date)), to: fullDay.format(new Date(to)) });
        }}
        summary={t('signups.total', { count: total, days: Number(range) })}
      />
    </ChartCard>
  );
}
