'use client';

import { useTranslations } from 'next-intl';
import { Label, LabelList, PolarAngleAxis, PolarGrid, PolarRadiusAxis, RadialBar, RadialBarChart } from 'recharts';
import { ChartContainer, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { ChartCard } from '../chart-card';
import { CenterLabel } from './center-label';
import { TrendFooter } from './trend-footer';
import { useBrowsers } from './use-rechart-data';

const box = 'mx-auto aspect-square max-h-[250px]';

export function RadialCharts() {
  const t = useTranslations('page.chart.rechart');
  const { config, data, total } = useBrowsers();
  const first = data[0];
  const title = (variant: string) => `${t('radialChart')} · ${t(`variant.${variant}`)}`;
  return (
    <>
      <ChartCard title={title('simple')} description={t('period')} footer={<TrendFooter value={5.2} />}>
        <ChartContainer config={config} className={box}>
          <RadialBarChart data={data} innerRadius={30} outerRadius={110}>
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel nameKey="browser" />} />
            <RadialBar dataKey="visitors" background />
          </RadialBarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('text')} description={t('period')} footer={<TrendFooter value={2.5} />}>
        <ChartContainer config={config} className={box}>
          <RadialBarChart data={first ? [first] : []} startAngle={0} endAngle={250} innerRadius={80} outerRadius={110}>
            <PolarGrid gridType="circle" radialLines={false} stroke="none" className="first:fill-muted last:fill-card" polarRadius={[86, 74]} />
            <RadialBar dataKey="visitors" background cornerRadius={10} />
            <PolarRadiusAxis tick={false} tickLine={false} axisLine={false}>
              <Label content={(props) => <CenterLabel viewBox={props.viewBox} value={first?.visitors ?? 0} caption={t('series.visitors')} />} />
            </PolarRadiusAxis>
          </RadialBarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('label')} description={t('period')} footer={<TrendFooter value={4.0} />}>
        <ChartContainer config={config} className={box}>
          <RadialBarChart data={data} startAngle={-90} endAngle={380} innerRadius={30} outerRadius={110}>
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel nameKey="browser" />} />
            <RadialBar dataKey="visitors" background>
              <LabelList
                position="insideStart"
                dataKey="browser"
                className="fill-white mix-blend-luminosity"
                fontSize={11}
                formatter={(key) => String(config[String(key)]?.label ?? key)}
              />
            </RadialBar>
          </RadialBarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('grid')} description={t('period')} footer={<TrendFooter value={-1.7} note={t('totalNote', { total })} />}>
        <ChartContainer config={config} className={box}>
          <RadialBarChart data={data} innerRadius={30} outerRadius={100}>
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel nameKey="browser" />} />
            <PolarGrid gridType="circle" />
            <PolarAngleAxis type="number" domain={[0, 300]} tick={false} />
            <RadialBar dataKey="visitors" />
          </RadialBarChart>
        </ChartContainer>
      </ChartCard>
    </>
  );
}
