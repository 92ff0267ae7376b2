import { describe, expect, it } from 'vitest';
import { bucketSignups } from '@/components/demos/dashboard/signup-buckets';
import { demoSignupAt, demoSignupSpanDays, seedDay } from '@/lib/db/seed-dates';

const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
const days = (n: number) => Array.from({ length: n }, (_, i) => ({ date: day(i), enabled: i, disabled: i % 2 }));

describe('sign-up buckets', () => {
  it('sums whole weeks back from the newest day; the oldest bucket takes the remainder', () => {
    const buckets = bucketSignups(days(10), 7);
    expect(buckets).toEqual([
      { date: day(0), to: day(2), enabled: 0 + 1 + 2, disabled: 1 },
      { date: day(3), to: day(9), enabled: 3 + 4 + 5 + 6 + 7 + 8 + 9, disabled: 4 },
    ]);
    expect(bucketSignups(days(90), 7)).toHaveLength(13);
  });

  it('keeps days as they are with a bucket of one day, and an empty series empty', () => {
    expect(bucketSignups(days(3), 1).map((b) => [b.date, b.to, b.enabled])).toEqual([
      [day(0), day(0), 0],
      [day(1), day(1), 1],
      [day(2), day(2), 2],
    ]);
    expect(bucketSignups([], 7)).toEqual([]);
  });
});

describe('demo sign-up dates', () => {
  it('spread the demo users over the weeks before the seeding day, the newest the day before, oldest first, the same every time', () => {
    const at = Array.from({ length: 23 }, (_, i) => demoSignupAt(i, 23, '2026-11-26'));
    expect(at[0]?.slice(0, 10)).toBe('2026-09-02');
    expect(at.at(-1)?.slice(0, 10)).toBe('2026-11-25');
    expect(Date.parse('2026-11-25') - Date.parse(at[0]!.slice(0, 10))).toBe(demoSignupSpanDays * 86_400_000);
    expect([...at].sort()).toEqual(at);
    expect(new Set(at.map((a) => a.slice(0, 10))).size).toBeGreaterThan(15);
    for (const a of at) expect(a).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:00$/);
    expect(demoSignupAt(5, 23, '2026-11-26')).toBe(at[5]);
  });

  it('follow the seeding day: a day later, every sign-up is a day later', () => {
    const instant = (at: string) => Date.parse(`${at.replace(' ', 'T')}Z`);
    for (const i of [0, 11, 22]) {
      expect(instant(demoSignupAt(i, 23, '2026-11-27')) - instant(demoSignupAt(i, 23, '2026-11-26'))).toBe(86_400_000);
    }
    // the seeding day is the UTC date of the moment it runs
    expect(seedDay(new Date('2026-11-27T07:30:00+08:00'))).toBe('2026-11-26');
  });
});
