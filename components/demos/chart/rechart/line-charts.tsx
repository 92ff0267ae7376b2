'use client';

import { useTranslations } from 'next-intl';
import { CartesianGrid, LabelList, Line, LineChart, XAxis } from 'recharts';
import { ChartContainer, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { ChartCard } from '../chart-card';
import { TrendFooter } from './trend-footer';
import { useMonthly, useVisitorConfig } from './use-rechart-data';

const box = 'aspect-auto h-[240px] w-full';
const axis = { tickLine: false, axisLine: false, tickMargin: 8 } as const;

export function LineCharts() {
  const t = useTranslations('page.chart.rechart');
  const data = useMonthly();
  const config = useVisitorConfig();
  const title = (variant: string) => `${t('lineChart')} · ${t(`variant.${variant}`)}`;
  return (
    <>
      <ChartCard title={title('default')} description={t('period')} footer={<TrendFooter value={5.2} />}>
        <ChartContainer config={config} className={box}>
          <LineChart accessibilityLayer data={data} margin={{ left: 12, right: 12 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel />} />
            <Line dataKey="desktop" type="natural" stroke="var(--color-desktop)" strokeWidth={2} dot={false} />
          </LineChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('multiple')} description={t('period')} footer={<TrendFooter value={2.9} />}>
        <ChartContainer config={config} className={box}>
          <LineChart accessibilityLayer data={data} margin={{ left: 12, right: 12 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
            <Line dataKey="desktop" type="monotone" stroke="var(--color-desktop)" strokeWidth={2} dot={false} />
            <Line dataKey="mobile" type="monotone" stroke="var(--color-mobile)" strokeWidth={2} dot={false} />
          </LineChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('dots')} description={t('period')} footer={<TrendFooter value={1.8} />}>
        <ChartContainer config={config} className={box}>
          <LineChart accessibilityLayer data={data} margin={{ left: 12, right: 12 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel />} />
            <Line
              dataKey="desktop"
              type="natural"
              stroke="var(--color-desktop)"
              strokeWidth={2}
              dot={{ fill: 'var(--color-desktop)' }}
              activeDot={{ r: 6 }}
            />
          </LineChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('label')} description={t('period')} footer={<TrendFooter value={-0.9} />}>
        <ChartContainer config={config} className={box}>
          <LineChart accessibilityLayer data={data} margin={{ top: 24, left: 16, right: 16 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="line" />} />
            <Line
              dataKey="mobile"
              type="natural"
              stroke="var(--color-mobile)"
              strokeWidth={2}
              dot={{ fill: 'var(--color-mobile)' }}
              activeDot={{ r: 6 }}
            >
              <LabelList position="top" offset={12} className="fill-foreground" fontSize={12} />
            </Line>
          </LineChart>
        </ChartContainer>
      </ChartCard>
    </>
  );
}
