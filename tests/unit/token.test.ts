import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSecret, expiredClaims, signToken, tokenFromRequest, verifyToken } from '@/lib/auth/token';

describe('tokens', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('signs and verifies claims, refuses expired and tampered tokens', async () => {
    vi.stubEnv('AUTH_SECRET', 'unit-test-secret-unit-test-secret-123');
    const claims = { sub: 'u1', sid: 's1', ver: 3 };
    const token = await signToken(claims, 3600);
    expect(await verifyToken(token)).toEqual(claims);
    expect(await verifyToken(await signToken(claims, -1))).toBeNull();
    expect(await verifyToken(token.slice(0, -2))).toBeNull();
    vi.stubEnv('AUTH_SECRET', 'another-secret-another-secret-another-1');
    expect(await verifyToken(token)).toBeNull();
  });

  it('tells a token that only aged out (the absolute timeout) from a forged or live one', async () => {
    vi.stubEnv('AUTH_SECRET', 'unit-test-secret-unit-test-secret-123');
    const claims = { sub: 'u3', sid: 's3', ver: 1 };
    const aged = await signToken(claims, -1);
    expect(await expiredClaims(aged)).toEqual(claims);
    expect(await expiredClaims(await signToken(claims, 3600))).toBeNull();
    expect(await expiredClaims(aged.slice(0, -2))).toBeNull();
    vi.stubEnv('AUTH_SECRET', 'another-secret-another-secret-another-1');
    expect(await expiredClaims(aged)).toBeNull();
  });

  it('keeps refusing a token once it expires, after its signature was checked', async () => {
    vi.stubEnv('AUTH_SECRET', 'unit-test-secret-unit-test-secret-123');
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    try {
      const token = await signToken({ sub: 'u2', sid: 's2', ver: 0 }, 60);
      expect(await verifyToken(token)).toEqual({ sub: 'u2', sid: 's2', ver: 0 });
      vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
      expect(await verifyToken(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an AUTH_SECRET shorter than 32 characters', () => {
    vi.stubEnv('AUTH_SECRET', 'short');
    expect(() => authSecret()).toThrow(/at least 32/);
  });

  it('prefers the bearer header over the cookie', () => {
    expect(tokenFromRequest(new Headers({ authorization: 'Bearer abc' }), 'cookie')).toBe('abc');
    expect(tokenFromRequest(new Headers(), 'cookie')).toBe('cookie');
    expect(tokenFromRequest(new Headers({ authorization: 'Basic x' }), undefined)).toBeUndefined();
  });
});
