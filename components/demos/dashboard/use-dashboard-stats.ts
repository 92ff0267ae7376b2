'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiRequest } from '@/lib/client/api';
import type { DashboardStats } from '@/lib/dashboard/types';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (locale: string) => [...dashboardKeys.all, 'stats', locale] as const,
};

/** GET /api/dashboard/stats (names come localized, so the locale is part of the key). */
export function useDashboardStats() {
  const locale = useLocale();
  return useQuery({
    queryKey: dashboardKeys.stats(locale),
    queryFn: async () => {
      const { data } = await apiRequest<DashboardStats>('dashboard/stats');
      if (!data) throw new Error('empty answer');
      return data;
    },
  });
}
