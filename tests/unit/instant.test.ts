import { describe, expect, it } from 'vitest';
import { fromWallClock, instantOf, wallClock, zoneLabel } from '@/lib/time/instant';
import { isTimeZone, requestTimeZone } from '@/lib/time/zone';

describe('API times and wall clocks', () => {
  it('reads an API time as UTC unless it names its offset', () => {
    expect(instantOf('2026-11-28 10:00').toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(instantOf('2026-11-28 10:00:30').toISOString()).toBe('2026-11-28T10:00:30.000Z');
    expect(instantOf('2026-11-28T18:00:00+08:00').toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(Number.isNaN(instantOf('soon').getTime())).toBe(true);
  });

  it("shows an instant as the user's wall clock, and reads one typed back to the same instant", () => {
    expect(wallClock('2026-11-28 10:00', 'Asia/Shanghai')).toBe('2026-11-28T18:00');
    expect(wallClock('2026-11-28 03:00', 'America/New_York')).toBe('2026-11-27T22:00');
    expect(wallClock('', 'Asia/Shanghai')).toBe('');
    expect(fromWallClock('2026-11-28T18:00', 'Asia/Shanghai')).toBe('2026-11-28T10:00:00.000Z');
    expect(fromWallClock('2026-11-27T22:00', 'America/New_York')).toBe('2026-11-28T03:00:00.000Z');
    // summer time: New York is 4 hours behind in July
    expect(fromWallClock('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(fromWallClock('2026-11-28', 'UTC')).toBe('');
  });

  it('names the zone by its offset', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    expect(zoneLabel(at, 'Asia/Shanghai', 'en')).toBe('GMT+8');
    expect(zoneLabel(at, 'Asia/Shanghai', 'zh')).toBe('GMT+8');
    expect(zoneLabel(at, 'America/New_York', 'en')).toBe('GMT-5');
    expect(zoneLabel(at, 'UTC', 'en')).toBe('UTC');
    expect(zoneLabel(at, 'Europe/London', 'en')).toBe('UTC');
  });

  it("takes a request's time zone from its cookie only when it is a real one", () => {
    expect(requestTimeZone('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(requestTimeZone('Mars/Olympus')).toBe('UTC');
    expect(requestTimeZone(undefined)).toBe('UTC');
    expect(isTimeZone('x'.repeat(100))).toBe(false);
  });
});
