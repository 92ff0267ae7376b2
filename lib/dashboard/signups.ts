import { fromWallClock, wallClock } from '@/lib/time/instant';
import { signupDays, type DashboardStats } from './types';

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The sign-up chart's days and the `created_at` range they cover. */
export interface SignupWindow {
  /** `signupDays` days (`YYYY-MM-DD`), oldest first, the last one today */
  days: string[];
  /** the first day's first moment, as `created_at` is written (`YYYY-MM-DD 00:00:00`): sign-ups at or after */
  from: string;
  /** the first moment of the day after today: sign-ups before (a clock ahead of ours counts nowhere) */
  until: string;
}

/** The UTC moment (`YYYY-MM-DD HH:mm:ss`, as `created_at` is written) a day of `timeZone` starts. */
const dayStart = (day: string, timeZone: string) => fromWallClock(`${day}T00:00`, timeZone).slice(0, 19).replace('T', ' ');

/**
 * The `signupDays` days up to and including today, today being `now`'s date in `timeZone` (the user's;
 * UTC unless told). users.created_at is a timestamp without time zone, written in UTC: the range is the
 * UTC moments of those local days. The window follows the clock, never the data: a new sign-up lands in
 * the last day without moving the others.
 */
export function signupWindow(now: Date, timeZone = 'UTC'): SignupWindow {
  const today = Date.parse(`${wallClock(now.toISOString(), timeZone).slice(0, 10)}T00:00:00Z`);
  const first = today - (signupDays - 1) * dayMs;
  const days = Array.from({ length: signupDays }, (_, i) => isoDay(first + i * dayMs));
  return { days, from: dayStart(isoDay(first), timeZone), until: dayStart(isoDay(today + dayMs), timeZone) };
}

/** Sign-ups counted per day and status (`'1'` enabled, else disabled), as the database groups them. */
export interface SignupCount {
  day: string;
  status: string;
  users: number;
}

/** Every day of the window up to `now` with its sign-ups from `rows`, zero where nobody signed up; rows outside the window are left out. */
export function signupSeries(rows: readonly SignupCount[], now: Date, timeZone = 'UTC'): DashboardStats['signups'] {
  const perDay = new Map<string, { enabled: number; disabled: number }>();
  for (const row of rows) {
    const entry = perDay.get(row.day) ?? { enabled: 0, disabled: 0 };
    entry[row.status === '1' ? 'enabled' : 'disabled'] += row.users;
    perDay.set(row.day, entry);
  }
  return signupWindow(now, timeZone).days.map((date) => ({ date, ...(perDay.get(date) ?? { enabled: 0, disabled: 0 }) }));
}
