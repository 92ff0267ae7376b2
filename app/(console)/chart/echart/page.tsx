import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChartPageHeader } from '@/components/demos/chart/chart-page-header';
import { EchartDemo } from '@/components/demos/chart/echart/echart-demo';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.chart'))('echart') };
}

export default async function EchartPage() {
  await requirePage('/chart/echart');
  const t = await getTranslations('page.chart.echart');
  return (
    <KeptPage>
      <ChartPageHeader title={t('title')} description={t('description')} />
      <EchartDemo />
    </KeptPage>
  );
}
