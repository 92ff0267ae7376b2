import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChartPageHeader } from '@/components/demos/chart/chart-page-header';
import { D3Demo } from '@/components/demos/chart/d3/d3-demo';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.chart'))('d3') };
}

export default async function D3Page() {
  await requirePage('/chart/d3');
  const t = await getTranslations('page.chart.d3');
  return (
    <KeptPage>
      <ChartPageHeader title={t('title')} description={t('description')} />
      <D3Demo />
    </KeptPage>
  );
}
