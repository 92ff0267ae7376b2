'use client';

import { useTranslations } from 'next-intl';
import { Area, AreaChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { ChartCard } from '../chart-card';
import { TrendFooter } from './trend-footer';
import { useMonthly, useVisitorConfig } from './use-rechart-data';

const box = 'aspect-auto h-[240px] w-full';
const axis = { tickLine: false, axisLine: false, tickMargin: 8 } as const;

export function AreaCharts() {
  const t = useTranslations('page.chart.rechart');
  const data = useMonthly();
  const config = useVisitorConfig();
  const title = (variant: string) => `${t('areaChart')} · ${t(`variant.${variant}`)}`;
  return (
    <>
      <ChartCard title={title('default')} description={t('period')} footer={<TrendFooter value={5.2} />}>
        <ChartContainer config={config} className={box}>
          <AreaChart accessibilityLayer data={data} margin={{ left: 12, right: 12 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="line" />} />
            <Area dataKey="desktop" type="natural" fill="var(--color-desktop)" fillOpacity={0.4} stroke="var(--color-desktop)" />
          </AreaChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('step')} description={t('period')} footer={<TrendFooter value={3.1} />}>
        <ChartContainer config={config} className={box}>
          <AreaChart accessibilityLayer data={data} margin={{ left: 12, right: 12 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel />} />
            <Area dataKey="desktop" type="step" fill="var(--color-desktop)" fillOpacity={0.4} stroke="var(--color-desktop)" />
          </AreaChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('stacked')} description={t('period')} footer={<TrendFooter value={4.8} />}>
        <ChartContainer config={config} className={box}>
          <AreaChart accessibilityLayer data={data} margin={{ left: 12, right: 12 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <YAxis {...axis} width={32} tickCount={4} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="dot" />} />
            <Area dataKey="mobile" type="natural" fill="var(--color-mobile)" fillOpacity={0.4} stroke="var(--color-mobile)" stackId="a" />
            <Area dataKey="desktop" type="natural" fill="var(--color-desktop)" fillOpacity={0.4} stroke="var(--color-desktop)" stackId="a" />
            <ChartLegend content={<ChartLegendContent />} />
          </AreaChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('gradient')} description={t('period')} footer={<TrendFooter value={-1.4} />}>
        <ChartContainer config={config} className={box}>
          <AreaChart accessibilityLayer data={data} margin={{ left: 12, right: 12 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
            <defs>
              <linearGradient id="area-fill-desktop" x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor="var(--color-desktop)" stopOpacity={0.8} />
                <stop offset="95%" stopColor="var(--color-desktop)" stopOpacity={0.1} />
              </linearGradient>
              <linearGradient id="area-fill-mobile" x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor="var(--color-mobile)" stopOpacity={0.8} />
                <stop offset="95%" stopColor="var(--color-mobile)" stopOpacity={0.1} />
              </linearGradient>
            </defs>
            <Area dataKey="mobile" type="natural" fill="url(#area-fill-mobile)" stroke="var(--color-mobile)" stackId="a" />
            <Area dataKey="desktop" type="natural" fill="url(#area-fill-desktop)" stroke="var(--color-desktop)" stackId="a" />
          </AreaChart>
        </ChartContainer>
      </ChartCard>
    </>
  );
}
