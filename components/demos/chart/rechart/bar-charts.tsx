'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { ChartCard } from '../chart-card';
import { TrendFooter } from './trend-footer';
import { useMonthly, useVisitorConfig } from './use-rechart-data';

const box = 'aspect-auto h-[240px] w-full';
const axis = { tickLine: false, axisLine: false, tickMargin: 8 } as const;

export function BarCharts() {
  const t = useTranslations('page.chart.rechart');
  const data = useMonthly();
  const config = useVisitorConfig();
  const title = (variant: string) => `${t('barChart')} · ${t(`variant.${variant}`)}`;
  return (
    <>
      <ChartCard title={title('multiple')} description={t('period')} footer={<TrendFooter value={5.2} />}>
        <ChartContainer config={config} className={box}>
          <BarChart accessibilityLayer data={data}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="dashed" />} />
            <Bar dataKey="desktop" fill="var(--color-desktop)" radius={4} />
            <Bar dataKey="mobile" fill="var(--color-mobile)" radius={4} />
          </BarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('horizontal')} description={t('period')} footer={<TrendFooter value={2.7} />}>
        <ChartContainer config={config} className={box}>
          <BarChart accessibilityLayer data={data} layout="vertical" margin={{ right: 32 }}>
            <XAxis type="number" dataKey="desktop" hide />
            <YAxis dataKey="label" type="category" {...axis} width={48} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel />} />
            <Bar dataKey="desktop" fill="var(--color-desktop)" radius={5}>
              <LabelList dataKey="desktop" position="right" offset={8} className="fill-foreground" fontSize={12} />
            </Bar>
          </BarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('stacked')} description={t('period')} footer={<TrendFooter value={4.1} />}>
        <ChartContainer config={config} className={box}>
          <BarChart accessibilityLayer data={data}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <ChartTooltip content={<ChartTooltipContent hideLabel />} />
            <ChartLegend content={<ChartLegendContent />} />
            <Bar dataKey="desktop" stackId="a" fill="var(--color-desktop)" radius={[0, 0, 4, 4]} />
            <Bar dataKey="mobile" stackId="a" fill="var(--color-mobile)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('negative')} description={t('period')} footer={<TrendFooter value={-3.6} />}>
        <ChartContainer config={config} className={box}>
          <BarChart accessibilityLayer data={data} margin={{ top: 20, bottom: 8 }}>
            <CartesianGrid vertical={false} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideIndicator nameKey="change" />} />
            <Bar dataKey="change" radius={4}>
              <LabelList position="top" dataKey="label" fillOpacity={1} className="fill-foreground" fontSize={11} />
              {data.map((d) => (
                <Cell key={d.month} fill={d.change > 0 ? 'var(--chart-1)' : 'var(--destructive)'} />
              ))}
            </Bar>
          </BarChart>
        </ChartContainer>
      </ChartCard>
    </>
  );
}
