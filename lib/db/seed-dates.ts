import 'server-only';

/**
 * Bump when the seed loader writes different rows from the same data/seed.json (as these dates did): the
 * embedded database's snapshot is named by it, so a stale snapshot is not reused.
 */
export const seedLoaderVersion = 2;

/** Days before the newest demo sign-up that the oldest one happened. */
export const demoSignupSpanDays = 84;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When demo user `index` of `count` signed up. The fixture gives every user the same instant, which made
 * the dashboard's sign-up chart one spike; the demo users are spread over the `demoSignupSpanDays` days up
 * to `latest` instead, more of them recently (a growing product), at varied hours. Deterministic: the same
 * seed gives the same dates on every instance and in every test.
 */
export function demoSignupAt(index: number, count: number, latest: string): string {
  const share = count > 1 ? index / (count - 1) : 1;
  const daysBefore = Math.round(demoSignupSpanDays * (1 - Math.sqrt(share)));
  const day = new Date(`${latest.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysBefore);
  const hour = 8 + ((index * 5) % 11);
  const minute = (index * 17) % 60;
  return `${day.toISOString().slice(0, 10)} ${pad(hour)}:${pad(minute)}:00`;
}
