import type { DashboardStats } from '@/lib/dashboard/types';

type Day = DashboardStats['signups'][number];
export interface SignupBucket extends Day {
  /** the bucket's last day (`date` is its first) */
  to: string;
}

/**
 * Sums days into buckets of `size` days counted back from the newest day, so the last bucket always ends
 * on it (the oldest bucket may be shorter). A few dozen sign-ups over three months are a row of isolated
 * spikes per day and a readable trend per week.
 */
export function bucketSignups(days: readonly Day[], size: number): SignupBucket[] {
  const buckets: SignupBucket[] = [];
  for (let end = days.length; end > 0; end -= size) {
    const slice = days.slice(Math.max(0, end - size), end);
    buckets.unshift({
      date: slice[0]!.date,
      to: slice.at(-1)!.date,
      enabled: slice.reduce((n, d) => n + d.enabled, 0),
      disabled: slice.reduce((n, d) => n + d.disabled, 0),
    });
  }
  return buckets;
}
