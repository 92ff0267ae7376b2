'use client';

import { useTranslations } from 'next-intl';
import { ChartCard } from '@/components/demos/chart/chart-card';
import type { DashboardStats } from '@/lib/dashboard/types';
import { DonutChart } from './svg/donut-chart';

/** Enabled and disabled users as a donut with the total in the middle. */
export function UsersByStatusChart({ statuses }: { statuses: DashboardStats['usersByStatus'] }) {
  const t = useTranslations('page.dashboard');
  const tStatus = useTranslations('dict.status');
  const items = statuses.map((s) => {
    const key = s.status === '1' ? 'enabled' : 'disabled';
    return { key, label: tStatus(key), value: s.users, color: key === 'enabled' ? 'var(--chart-1)' : 'var(--chart-3)' };
  });
  return (
    <ChartCard title={t('byStatus.title')} description={t('byStatus.description')} contentClassName="flex justify-center">
      <DonutChart items={items} caption={t('users')} summary={t('byStatus.description')} />
    </ChartCard>
  );
}
