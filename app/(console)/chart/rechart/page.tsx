import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChartPageHeader } from '@/components/demos/chart/chart-page-header';
import { RechartDemo } from '@/components/demos/chart/rechart/rechart-demo';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.chart'))('rechart') };
}

export default async function RechartPage() {
  await requirePage('/chart/rechart');
  const t = await getTranslations('page.chart.rechart');
  return (
    <KeptPage>
      <ChartPageHeader title={t('title')} description={t('description')} />
      <RechartDemo />
    </KeptPage>
  );
}
