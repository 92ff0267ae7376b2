'use client';

import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslations } from 'next-intl';

/** The footer of a gallery card: the month's trend and what the chart covers. */
export function TrendFooter({ value, note }: { value: number; note?: string }) {
  const t = useTranslations('page.chart.rechart');
  const Icon = value >= 0 ? TrendingUp : TrendingDown;
  return (
    <>
      <div className="text-foreground flex items-center gap-2 leading-none font-medium">
        {t(value >= 0 ? 'trendUp' : 'trendDown', { value: Math.abs(value) })}
        <Icon className="size-4" aria-hidden />
      </div>
      <div className="leading-none">{note ?? t('footnote')}</div>
    </>
  );
}
