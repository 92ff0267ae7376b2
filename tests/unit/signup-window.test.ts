import { describe, expect, it } from 'vitest';
import { signupSeries, signupWindow } from '@/lib/dashboard/signups';

// 26 Nov 2026, mid-morning in UTC: the day the issue was seen.
const now = new Date('2026-11-26T09:30:00Z');

describe('the sign-up window', () => {
  it('is the 90 days up to and including today (UTC), oldest first, whatever the data', () => {
    const { days, from, until } = signupWindow(now);
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe('2026-11-26');
    expect(days[0]).toBe('2026-08-29');
    expect(from).toBe('2026-08-29 00:00:00');
    // the end is exclusive: the first moment of tomorrow
    expect(until).toBe('2026-11-27 00:00:00');
    for (let i = 1; i < days.length; i++) expect(Date.parse(days[i]!) - Date.parse(days[i - 1]!)).toBe(86_400_000);
  });

  it('takes the UTC day of the instant: late evening west of Greenwich is already tomorrow', () => {
    expect(signupWindow(new Date('2026-11-26T23:30:00-05:00')).days.at(-1)).toBe('2026-11-27');
    expect(signupWindow(new Date('2026-11-27T07:30:00+08:00')).days.at(-1)).toBe('2026-11-26');
  });
});

describe('the sign-up series', () => {
  it('is zero on every day when everybody signed up in 2025', () => {
    const rows = [
      { day: '2025-01-01', status: '1', users: 2 },
      { day: '2024-12-20', status: '1', users: 3 },
    ];
    const series = signupSeries(rows, now);
    expect(series).toHaveLength(90);
    expect(series.at(-1)).toEqual({ date: '2026-11-26', enabled: 0, disabled: 0 });
    expect(series.every((d) => d.enabled === 0 && d.disabled === 0)).toBe(true);
  });

  it('counts a sign-up of today in the last day, by status, and leaves the window where it was', () => {
    const rows = [
      { day: '2025-01-01', status: '1', users: 2 },
      { day: '2026-11-26', status: '0', users: 1 },
      { day: '2026-11-26', status: '1', users: 3 },
      { day: '2026-09-01', status: '1', users: 1 },
    ];
    const series = signupSeries(rows, now);
    expect(series[0]?.date).toBe('2026-08-29');
    expect(series.at(-1)).toEqual({ date: '2026-11-26', enabled: 3, disabled: 1 });
    expect(series.find((d) => d.date === '2026-09-01')).toEqual({ date: '2026-09-01', enabled: 1, disabled: 0 });
    expect(series.reduce((n, d) => n + d.enabled + d.disabled, 0)).toBe(5);
  });
});

describe("the sign-up window in the user's time zone", () => {
  it("ends on the user's today: early morning in Shanghai is still yesterday in UTC", () => {
    // 07:30 on 27 Nov in Shanghai is 23:30 on 26 Nov in UTC
    const early = new Date('2026-11-26T23:30:00Z');
    expect(signupWindow(early).days.at(-1)).toBe('2026-11-26');
    const local = signupWindow(early, 'Asia/Shanghai');
    expect(local.days.at(-1)).toBe('2026-11-27');
    expect(local.days).toHaveLength(90);
    // the local days' first and last moments, in UTC as created_at is written
    expect(local.from).toBe('2026-08-29 16:00:00');
    expect(local.until).toBe('2026-11-27 16:00:00');
  });

  it('follows summer time: New York midnight is 04:00 UTC in summer, 05:00 in winter', () => {
    const { from, until } = signupWindow(new Date('2026-11-26T15:00:00Z'), 'America/New_York');
    expect(from).toBe('2026-08-29 04:00:00');
    expect(until).toBe('2026-11-27 05:00:00');
  });
});
