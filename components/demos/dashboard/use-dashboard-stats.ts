'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTimeZone } from 'next-intl';
import { apiRequest } from '@/lib/client/api';
import type { DashboardStats } from '@/lib/dashboard/types';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (locale: string, timeZone: string) => [...dashboardKeys.all, 'stats', locale, timeZone] as const,
};

/** GET /api/dashboard/stats (names come localized, the sign-up days are the user's: both are part of the key). */
export function useDashboardStats() {
  const locale = useLocale();
  // the zone the console shows dates in (the browser's, components/providers/time-zone-sync.tsx)
  const timeZone = useTimeZone() ?? 'UTC';
  return useQuery({
    queryKey: dashboardKeys.stats(locale, timeZone),
    queryFn: async () => {
      const { data } = await apiRequest<DashboardStats>(`dashboard/stats?timeZone=${encodeURIComponent(timeZone)}`);
      if (!data) throw new Error('empty answer');
      return data;
    },
  });
}
