'use client';

import { useTranslations } from 'next-intl';
import { Label, Pie, PieChart } from 'recharts';
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { ChartCard } from '../chart-card';
import { CenterLabel } from './center-label';
import { TrendFooter } from './trend-footer';
import { useBrowsers } from './use-rechart-data';

const box = 'mx-auto aspect-square max-h-[250px]';

export function PieCharts() {
  const t = useTranslations('page.chart.rechart');
  const { config, data, total } = useBrowsers();
  const title = (variant: string) => `${t('pieChart')} · ${t(`variant.${variant}`)}`;
  return (
    <>
      <ChartCard title={title('simple')} description={t('period')} footer={<TrendFooter value={5.2} />}>
        <ChartContainer config={config} className={box}>
          <PieChart>
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel nameKey="browser" />} />
            <Pie data={data} dataKey="visitors" nameKey="browser" stroke="var(--card)" />
          </PieChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('donutText')} description={t('period')} footer={<TrendFooter value={4.3} />}>
        <ChartContainer config={config} className={box}>
          <PieChart>
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel nameKey="browser" />} />
            <Pie data={data} dataKey="visitors" nameKey="browser" innerRadius={60} strokeWidth={5} stroke="var(--card)">
              <Label content={(props) => <CenterLabel viewBox={props.viewBox} value={total} caption={t('series.visitors')} />} />
            </Pie>
          </PieChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('label')} description={t('period')} footer={<TrendFooter value={2.2} />}>
        <ChartContainer config={config} className={`${box} [&_.recharts-pie-label-text]:fill-foreground`}>
          <PieChart>
            <ChartTooltip content={<ChartTooltipContent hideLabel nameKey="browser" />} />
            <Pie data={data} dataKey="visitors" nameKey="browser" label stroke="var(--card)" outerRadius="70%" />
          </PieChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('legend')} description={t('period')} footer={<TrendFooter value={-1.1} />}>
        <ChartContainer config={config} className={`${box} max-h-[280px]`}>
          <PieChart>
            <ChartTooltip content={<ChartTooltipContent hideLabel nameKey="browser" />} />
            <Pie data={data} dataKey="visitors" nameKey="browser" innerRadius={40} paddingAngle={3} cornerRadius={4} stroke="none" />
            <ChartLegend content={<ChartLegendContent nameKey="browser" className="flex-wrap gap-2 *:basis-1/4 *:justify-center" />} />
          </PieChart>
        </ChartContainer>
      </ChartCard>
    </>
  );
}
