import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { call } from '../support/call';

// Every test signs in from addresses of its own, so the per-address counts never leak between tests.
const attempt = (username: string, password: string, address: string, options: { locale?: string; forwardedFor?: string } = {}) =>
  call(login, {
    locale: options.locale ?? 'en',
    body: { username, password },
    address,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
const failures = (results: { status: number; body: { data?: { status?: string } } }[]) =>
  results.filter((r) => r.status === 200 && r.body.data?.status === 'error').length;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sign-in throttling per (username, address)', () => {
  it('answers 429 with Retry-After after 5 failures for one username from one address, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('user004', 'wrong', '192.0.2.1')).body.data.field).toBe('password');
    const blocked = await attempt('user004', 'user004', '192.0.2.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 429, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await attempt('user004', 'user004', '192.0.2.1', { locale: 'zh' })).body.message).toBe('登录失败次数过多，请 15 分钟后再试。');
    // Other users from that address, and the owner from another address, are not affected.
    expect((await attempt('user005', 'user005', '192.0.2.1')).body.data.status).toBe('ok');
    expect((await attempt('user004', 'user004', '192.0.2.2')).body.data.status).toBe('ok');
  });

  it('counts look-alike spellings of one username together', async () => {
    for (const name of ['user009', 'USER009', 'ｕｓｅｒ009', 'User009', 'uｓer009']) await attempt(name, 'wrong', '192.0.2.3');
    expect((await attempt('user009', 'user009', '192.0.2.3')).status).toBe(429);
  });

  it('counts unknown usernames too, and concurrent attempts never exceed the limit', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt('ghost', 'x', '192.0.2.4')));
    expect(failures(results)).toBe(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('resets the count of that address after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await attempt('user006', 'wrong', '192.0.2.5');
    expect((await attempt('user006', 'user006', '192.0.2.5')).body.data.status).toBe('ok');
    for (let i = 0; i < 4; i++) await attempt('user006', 'wrong', '192.0.2.5');
    expect((await attempt('user006', 'user006', '192.0.2.5')).body.data.status).toBe('ok');
  });
});

describe('sign-in throttling per address (password spraying)', () => {
  it('answers 429 from the eleventh failure in a minute across usernames, for every username from that address', async () => {
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await attempt(`spray${i}`, 'Winter2026!', '198.51.100.7'));
    expect(results.slice(0, 10).map((r) => r.body.data?.status)).toEqual(Array(10).fill('error'));
    expect(results[10]?.status).toBe(429);
    const wait = Number(results[10]?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(results[10]?.body.message).toBe(`Too many failed sign-in attempts. Try again in ${wait} seconds.`);
    expect((await attempt('user007', 'user007', '198.51.100.7')).status).toBe(429);
    expect((await attempt('user007', 'user007', '198.51.100.8')).body.data.status).toBe('ok');
  });

  it('never lets concurrent attempts from one address exceed 10 failures', async () => {
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => attempt(`burst${i}`, 'x', '198.51.100.9')));
    expect(failures(results)).toBe(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
  });
});

describe('the client address', () => {
  it('with TRUST_PROXY=1: six failures for super from address A, then the right password from address B succeeds', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const proxy = '10.0.0.1';
    for (let i = 0; i < 6; i++) await attempt('super', 'wrong', proxy, { forwardedFor: '203.0.113.10' });
    expect((await attempt('super', 'super', proxy, { forwardedFor: '203.0.113.10' })).status).toBe(429);
    expect((await attempt('super', 'super', proxy, { forwardedFor: '203.0.113.11' })).body.data.status).toBe('ok');
    // The entry the proxy appended counts, not the ones the client wrote before it.
    expect((await attempt('super', 'super', proxy, { forwardedFor: '203.0.113.11, 203.0.113.10' })).status).toBe(429);
    expect((await attempt('super', 'super', proxy, { forwardedFor: '203.0.113.10, 203.0.113.11' })).body.data.status).toBe('ok');
  });

  it('with TRUST_PROXY=1: eleven failures across eleven usernames from one address get 429 from the eleventh on', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(`nobody${i}`, 'x', '10.0.0.1', { forwardedFor: `203.0.113.20` })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect((await attempt('nobody0', 'x', '10.0.0.1', { forwardedFor: '203.0.113.21' })).status).toBe(200);
  });

  it('with TRUST_PROXY=1: eight spellings of one IPv6 address share one per-address count', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const spellings = [
      '2001:db8:5::1',
      '2001:DB8:5::1',
      '2001:0db8:0005::0001',
      '2001:db8:5:0:0:0:0:1',
      '2001:0DB8:0005:0000:0000:0000:0000:0001',
      '2001:db8:5::0:1',
      '[2001:db8:5::1]:443',
      '2001:db8:5:0::1',
    ];
    const statuses = [];
    for (const [i, spelling] of spellings.entries()) statuses.push((await attempt(`v6spell${i}`, 'x', '10.0.0.1', { forwardedFor: spelling })).status);
    for (let i = 0; i < 3; i++) statuses.push((await attempt(`v6spell-more${i}`, 'x', '10.0.0.1', { forwardedFor: '2001:db8:5::1' })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('with TRUST_PROXY=1: eight addresses of one IPv6 /64 share one per-address count; another /64 does not', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt(`v6net${i}`, 'x', '10.0.0.1', { forwardedFor: `2001:db8:6:7:${i + 1}::${i + 10}` })).status);
    for (let i = 0; i < 3; i++) statuses.push((await attempt(`v6net-more${i}`, 'x', '10.0.0.1', { forwardedFor: `2001:db8:6:7:ffff::${i}` })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await attempt('v6net0', 'x', '10.0.0.1', { forwardedFor: '2001:db8:6:8::1' })).status).toBe(200);
    // Failures are counted under the /64; the sign-in history keeps each attempt's own address.
    const db = await getDb();
    const rows = await db.select({ address: t.loginFailures.address }).from(t.loginFailures);
    expect(new Set(rows.filter((r) => r.address.startsWith('2001:db8:6:')).map((r) => r.address))).toEqual(new Set(['2001:db8:6:7::/64', '2001:db8:6:8::/64']));
    const history = await db.select({ address: t.signins.address }).from(t.signins).where(eq(t.signins.username, 'v6net2'));
    expect(history).toEqual([{ address: '2001:db8:6:7:3::12' }]);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For changes nothing', async () => {
    for (let i = 0; i < 5; i++) await attempt('user008', 'wrong', '192.0.2.30', { forwardedFor: `203.0.113.${40 + i}` });
    expect((await attempt('user008', 'user008', '192.0.2.30', { forwardedFor: '203.0.113.99' })).status).toBe(429);
    const rows = await (await getDb()).select({ address: t.loginFailures.address }).from(t.loginFailures);
    expect(rows.filter((r) => r.address.startsWith('203.0.113.4'))).toEqual([]);
    expect((await attempt('user008', 'user008', '192.0.2.31', { forwardedFor: '192.0.2.30' })).body.data.status).toBe('ok');
  });
});

describe('failure rows', () => {
  it('are deleted once older than every window', async () => {
    const db = await getDb();
    const old = new Date(Date.now() - 16 * 60_000);
    await db.insert(t.loginFailures).values(Array.from({ length: 300 }, (_, i) => ({ username: `old${i}`, address: `192.0.2.${i % 200}`, failedAt: old })));
    await db.insert(t.loginFailures).values({ username: 'user010', address: '192.0.2.60', failedAt: old });
    await attempt('user010', 'wrong', '192.0.2.60');
    const left = await db.select({ username: t.loginFailures.username, address: t.loginFailures.address, failedAt: t.loginFailures.failedAt }).from(t.loginFailures);
    const stale = left.filter((r) => r.failedAt.getTime() < Date.now() - 15 * 60_000);
    // The touched address's rows go at once, and the sweep takes a bounded batch of the others.
    expect(stale.filter((r) => r.address === '192.0.2.60' || r.username === 'user010')).toEqual([]);
    expect(stale.length).toBeLessThanOrEqual(300 - 200);
    await attempt('user010', 'wrong', '192.0.2.61');
    expect((await db.select({ failedAt: t.loginFailures.failedAt }).from(t.loginFailures)).filter((r) => r.failedAt < new Date(Date.now() - 15 * 60_000))).toEqual([]);
  });
});
