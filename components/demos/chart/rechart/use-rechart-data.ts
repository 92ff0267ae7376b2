'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ChartConfig } from '@/components/ui/chart';
import { activity, browsers, browserVisitors, monthlyChange, monthlyVisitors } from './data';

const monthName = (locale: string, month: number, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(Date.UTC(2024, month, 1));

/** Visitors per month with the month named in the current locale. */
export function useMonthly() {
  const locale = useLocale();
  return useMemo(
    () =>
      monthlyVisitors.map((d, i) => ({
        ...d,
        label: monthName(locale, d.month, 'short'),
        name: monthName(locale, d.month, 'long'),
        change: monthlyChange[i] ?? 0,
      })),
    [locale],
  );
}

export function useVisitorConfig() {
  const t = useTranslations('page.chart.rechart.series');
  return useMemo(
    () =>
      ({
        visitors: { label: t('visitors') },
        desktop: { label: t('desktop'), color: 'var(--chart-1)' },
        mobile: { label: t('mobile'), color: 'var(--chart-2)' },
        change: { label: t('change'), color: 'var(--chart-1)' },
      }) satisfies ChartConfig,
    [t],
  );
}

/** Visitors per browser, each coloured by its own config entry (`--color-<browser>`). */
export function useBrowsers() {
  const t = useTranslations('page.chart.rechart.series');
  return useMemo(() => {
    const config: ChartConfig = { visitors: { label: t('visitors') } };
    browsers.forEach((browser, i) => {
      config[browser] = { label: t(browser), color: `var(--chart-${i + 1})` };
    });
    const data = browserVisitors.map((d) => ({ ...d, fill: `var(--color-${d.browser})` }));
    return { config, data, total: data.reduce((n, d) => n + d.visitors, 0) };
  }, [t]);
}

/** Daily activity with the date formatted in the current locale. */
export function useActivity() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return activity.map((d) => ({ ...d, day: format.format(new Date(d.date)), full: long.format(new Date(d.date)) }));
  }, [locale]);
}
