'use client';

import { useTranslations } from 'next-intl';
import { ChartCard } from '@/components/demos/chart/chart-card';
import type { DashboardStats } from '@/lib/dashboard/types';
import { BarList } from './svg/bar-list';

/** Users per group as horizontal bars, the largest group first. */
export function UsersByGroupChart({ groups }: { groups: DashboardStats['usersByGroup'] }) {
  const t = useTranslations('page.dashboard');
  const description = t('byGroup.description', { count: groups.length });
  return (
    <ChartCard className="lg:col-span-2" title={t('byGroup.title')} description={description}>
      <BarList items={groups.map((g) => ({ key: g.id, label: g.name, value: g.users }))} color="var(--chart-1)" summary={description} />
    </ChartCard>
  );
}
