'use client';

import { useTranslations } from 'next-intl';
import { ChartCard } from '@/components/demos/chart/chart-card';
import type { DashboardStats } from '@/lib/dashboard/types';
import { RingChart } from './svg/ring-chart';

/** How many users hold each role: one ring per role, full when every user holds it. */
export function UsersByRoleChart({ roles, totalUsers }: { roles: DashboardStats['usersByRole']; totalUsers: number }) {
  const t = useTranslations('page.dashboard');
  const items = roles.map((role, i) => ({ key: role.id, label: role.name, value: role.users, color: `var(--chart-${(i % 5) + 1})` }));
  return (
    <ChartCard title={t('byRole.title')} description={t('byRole.description')} contentClassName="flex justify-center">
      <RingChart items={items} max={totalUsers} summary={t('byRole.description')} />
    </ChartCard>
  );
}
