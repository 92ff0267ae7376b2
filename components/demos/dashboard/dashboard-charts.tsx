'use client';

import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DashboardChartsSkeleton } from './dashboard-charts-skeleton';
import { SignupsChart } from './signups-chart';
import { useDashboardStats } from './use-dashboard-stats';
import { UsersByGroupChart } from './users-by-group-chart';
import { UsersByRoleChart } from './users-by-role-chart';
import { UsersByStatusChart } from './users-by-status-chart';

/** The dashboard's charts over GET /api/dashboard/stats, drawn as plain SVG (no chart library on this page). */
export function DashboardCharts() {
  const t = useTranslations('page.dashboard');
  const { data, isPending, isError, refetch, isFetching } = useDashboardStats();
  if (isPending) return <DashboardChartsSkeleton />;
  if (isError) {
    return (
      <div className="text-muted-foreground flex flex-col items-center gap-3 rounded-xl border border-dashed py-12 text-sm">
        {t('loadError')}
        <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isFetching}>
          <RotateCw aria-hidden />
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="dashboard-charts">
      <SignupsChart signups={data.signups} />
      <UsersByRoleChart roles={data.usersByRole} totalUsers={data.totals.users} />
      <UsersByStatusChart statuses={data.usersByStatus} />
      <UsersByGroupChart groups={data.usersByGroup} />
    </div>
  );
}
