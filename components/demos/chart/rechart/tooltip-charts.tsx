'use client';

import { Footprints, Waves } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { CSSProperties, ReactElement } from 'react';
import { Bar, BarChart, XAxis } from 'recharts';
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart';
import { ChartCard } from '../chart-card';
import { useActivity } from './use-rechart-data';

type Activity = ReturnType<typeof useActivity>[number];

/** A stacked bar chart of the day's activities whose tooltip is open on one day from the start. */
function ActivityBars({ config, day, tooltip }: { config: ChartConfig; day: number; tooltip: ReactElement }) {
  const data = useActivity();
  return (
    <ChartContainer config={config} className="aspect-auto h-[240px] w-full">
      <BarChart accessibilityLayer data={data}>
        <XAxis dataKey="day" tickLine={false} tickMargin={10} axisLine={false} />
        <Bar dataKey="running" stackId="a" fill="var(--color-running)" radius={[0, 0, 4, 4]} />
        <Bar dataKey="swimming" stackId="a" fill="var(--color-swimming)" radius={[4, 4, 0, 0]} />
        <ChartTooltip content={tooltip} cursor={false} defaultIndex={day} />
      </BarChart>
    </ChartContainer>
  );
}

export function TooltipCharts() {
  const t = useTranslations('page.chart.rechart');
  const config = {
    running: { label: t('series.running'), color: 'var(--chart-1)' },
    swimming: { label: t('series.swimming'), color: 'var(--chart-2)' },
    activities: { label: t('series.activities') },
  } satisfies ChartConfig;
  const iconConfig = {
    running: { ...config.running, icon: Footprints },
    swimming: { ...config.swimming, icon: Waves },
  } satisfies ChartConfig;
  const title = (variant: string) => `${t('tooltip')} · ${t(`tooltipVariant.${variant}`)}`;
  const description = (variant: string) => t(`tooltipDesc.${variant}`);
  const kcal = (value: unknown) => (
    <div className="text-foreground ml-auto flex items-baseline gap-0.5 font-mono font-medium tabular-nums">
      {String(value)}
      <span className="text-muted-foreground font-normal">{t('kcal')}</span>
    </div>
  );
  return (
    <>
      <ChartCard title={title('default')} description={description('default')}>
        <ActivityBars config={config} day={1} tooltip={<ChartTooltipContent />} />
      </ChartCard>
      <ChartCard title={title('line')} description={description('line')}>
        <ActivityBars config={config} day={2} tooltip={<ChartTooltipContent indicator="line" />} />
      </ChartCard>
      <ChartCard title={title('none')} description={description('none')}>
        <ActivityBars config={config} day={3} tooltip={<ChartTooltipContent hideIndicator hideLabel />} />
      </ChartCard>
      <ChartCard title={title('customLabel')} description={description('customLabel')}>
        <ActivityBars
          config={config}
          day={1}
          tooltip={
            <ChartTooltipContent
              indicator="dashed"
              labelFormatter={(_, payload) => (payload[0]?.payload as Activity | undefined)?.full ?? ''}
            />
          }
        />
      </ChartCard>
      <ChartCard title={title('formatter')} description={description('formatter')}>
        <ActivityBars
          config={config}
          day={4}
          tooltip={
            <ChartTooltipContent
              hideLabel
              className="w-[200px]"
              formatter={(value, name, item, index) => {
                const key = String(name) as keyof typeof config;
                const row = item.payload as Activity;
                return (
                  <>
                    <div
                      className="size-2.5 shrink-0 rounded-[2px] bg-(--color-bg)"
                      style={{ '--color-bg': `var(--color-${key})` } as CSSProperties}
                    />
                    {config[key]?.label ?? key}
                    {kcal(value)}
                    {index === 1 ? (
                      <div className="text-foreground mt-1.5 flex basis-full items-center border-t pt-1.5 text-xs font-medium">
                        {t('total')}
                        {kcal(row.running + row.swimming)}
                      </div>
                    ) : null}
                  </>
                );
              }}
            />
          }
        />
      </ChartCard>
      <ChartCard title={title('icons')} description={description('icons')}>
        <ActivityBars config={iconConfig} day={2} tooltip={<ChartTooltipContent hideLabel />} />
      </ChartCard>
    </>
  );
}
