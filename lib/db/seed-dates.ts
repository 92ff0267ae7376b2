import 'server-only';

/**
 * Bump when the seed loader writes different rows from the same data/seed.json (as these dates did): the
 * embedded database's snapshot is named by it, so a stale snapshot is not reused.
 */
export const seedLoaderVersion = 3;

/** Days before the newest demo sign-up that the oldest one happened. */
export const demoSignupSpanDays = 84;

const pad = (n: number) => String(n).padStart(2, '0');

/** The day the seed is written, `YYYY-MM-DD` in UTC (as `created_at` is stored). */
export const seedDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * When demo user `index` of `count` signed up, for a database seeded on `today` (`YYYY-MM-DD`, UTC). The
 * fixture gives every user one fixed instant, long past, which left the dashboard's sign-up chart (the
 * 90 days up to today) empty; the demo users are spread over the `demoSignupSpanDays` days up to the day
 * before `today` instead (none in the future, all inside the chart on the seeding day), more of them
 * recently (a growing product), at varied hours. Deterministic: the same day gives the same dates on
 * every instance and in every test.
 */
export function demoSignupAt(index: number, count: number, today: string): string {
  const share = count > 1 ? index / (count - 1) : 1;
  const daysBefore = 1 + Math.round(demoSignupSpanDays * (1 - Math.sqrt(share)));
  const day = new Date(`${today.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysBefore);
  const hour = 8 + ((index * 5) % 11);
  const minute = (index * 17) % 60;
  return `${day.toISOString().slice(0, 10)} ${pad(hour)}:${pad(minute)}:00`;
}
