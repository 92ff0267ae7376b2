import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChartPageHeader } from '@/components/demos/chart/chart-page-header';
import { AntvDemo } from '@/components/demos/chart/antv/antv-demo';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.chart'))('antv') };
}

export default async function AntvPage() {
  await requirePage('/chart/antv');
  const t = await getTranslations('page.chart.antv');
  return (
    <KeptPage>
      <ChartPageHeader title={t('title')} description={t('description')} />
      <AntvDemo />
    </KeptPage>
  );
}
