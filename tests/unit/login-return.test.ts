import { describe, expect, it } from 'vitest';
import { loginPath, loginReason, safeNextPath } from '@/lib/auth/login-return';
import { activityMarkMs, sessionEnd } from '@/lib/auth/session-policy';

describe('the sign-in page address', () => {
  it('carries the reason and the page to return to', () => {
    expect(loginPath('/system/user?page=2', 'idle')).toBe('/login?reason=idle&next=%2Fsystem%2Fuser%3Fpage%3D2');
    expect(loginPath('/dashboard', null)).toBe('/login?next=%2Fdashboard');
    expect(loginPath('/', 'expired')).toBe('/login?reason=expired');
    expect(loginPath(undefined, null)).toBe('/login');
  });

  it('returns only to a path of this console', () => {
    for (const ok of ['/dashboard', '/system/user?page=2&value=a%20b', '/account']) expect(safeNextPath(ok), ok).toBe(ok);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'dashboard', '/login', '/login?next=/x', '/a b', '', null, undefined]) {
      expect(safeNextPath(bad), String(bad)).toBeUndefined();
    }
  });

  it('knows only its reasons', () => {
    expect([loginReason('idle'), loginReason('expired'), loginReason('other'), loginReason(null)]).toEqual(['idle', 'expired', null, null]);
  });
});

describe('sessionEnd', () => {
  const policy = { idleMinutes: 30, maxHours: 12 };
  const t0 = Date.UTC(2026, 0, 1);
  const times = (lastActiveMinutes: number) => ({ createdAt: new Date(t0), lastActiveAt: new Date(t0 + lastActiveMinutes * 60_000) });

  it('ends a session idle past N minutes and the mark\'s minute, never before N', () => {
    expect(sessionEnd(times(0), t0 + 30 * 60_000, policy)).toBeNull();
    expect(sessionEnd(times(0), t0 + 30 * 60_000 + activityMarkMs, policy)).toBeNull();
    expect(sessionEnd(times(0), t0 + 30 * 60_000 + activityMarkMs + 1, policy)).toBe('idle');
  });

  it('ends any session at its absolute lifetime', () => {
    expect(sessionEnd(times(12 * 60 - 1), t0 + 12 * 3_600_000 - 1, policy)).toBeNull();
    expect(sessionEnd(times(12 * 60 - 1), t0 + 12 * 3_600_000, policy)).toBe('expired');
  });
});
