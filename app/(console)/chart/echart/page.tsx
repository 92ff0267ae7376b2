import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChartPageHeader } from '@/components/demos/chart/chart-page-header';
import { EchartDemo } from '@/components/demos/chart/echart/echart-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.chart'))('echart') };
}

export default async function EchartPage() {
  await requirePage('/chart/echart');
  const t = await getTranslations('page.chart.echart');
  return (
    <>
      <ChartPageHeader title={t('title')} description={t('description')} />
      <EchartDemo />
    </>
  );
}
