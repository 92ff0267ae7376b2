import { endpoint } from '@/tests/support/endpoint';
import { eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as stats } from '@/app/api/dashboard/stats/route';
import { POST as currentRole } from '@/app/api/user/currentRole/route';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { DashboardStats } from '@/lib/dashboard/types';
import { fromWallClock, wallClock } from '@/lib/time/instant';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { seededSignup } from '../support/seed-dates';

const { POST: addUser } = endpoint('/api/system/users/add');

const read = async (token: string, locale = 'en') => {
  const res = await call(stats, { token, locale });
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(200);
  return res.body.data as DashboardStats;
};
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const sum = (items: { users: number }[]) => items.reduce((n, item) => n + item.users, 0);

describe('GET /api/dashboard/stats', () => {
  it('counts the seeded data by group, role and status', async () => {
    const data = await read(await signIn());
    expect(data.totals).toEqual({ users: 24, roles: 3, groups: 7, permissions: 67 });
    expect(data.usersByGroup).toEqual([
      { id: '0003', name: 'Development Department', users: 5 },
      { id: '0001', name: 'Human Resources Department', users: 4 },
      { id: '0002', name: 'IT Department', users: 4 },
      { id: '000301', name: 'Development 1 Department', users: 4 },
      { id: '000302', name: 'Development 2 Department', users: 4 },
      { id: '000303', name: 'Development 3 Department', users: 3 },
    ]);
    expect(sum(data.usersByGroup)).toBe(data.totals.users);
    expect(data.usersByRole).toEqual([
      { id: '0001', role: 'super', name: 'Super', users: 24 },
      { id: '0002', role: 'admin', name: 'Admin', users: 16 },
      { id: '0003', role: 'user', name: 'User', users: 8 },
    ]);
    expect(data.usersByStatus).toEqual([
      { status: '1', users: 24 },
      { status: '0', users: 0 },
    ]);
  });

  it('answers names in the Locale header (zh when missing)', async () => {
    const token = await signIn();
    const zh = await read(token, 'zh');
    expect(zh.usersByGroup[0]).toEqual({ id: '0003', name: '研发部', users: 5 });
    expect(zh.usersByRole[0]?.name).toBe('超级管理员');
    const missing = await call(stats, { token, locale: null });
    expect(missing.body.data.usersByRole[0].name).toBe('超级管理员');
  });

  it('gives the 90 days up to today (UTC), zero where nobody signed up, the seeded demo users in them', async () => {
    const before = utcDay(new Date());
    const { signups } = await read(await signIn());
    const today = signups.at(-1)?.date;
    // (read across midnight, today is either day)
    expect([before, utcDay(new Date())]).toContain(today);
    expect(signups).toHaveLength(90);
    expect(Date.parse(`${today}T00:00:00Z`) - Date.parse(`${signups[0]?.date}T00:00:00Z`)).toBe(89 * 86_400_000);
    for (let i = 1; i < signups.length; i++) {
      const step = Date.parse(signups[i]!.date) - Date.parse(signups[i - 1]!.date);
      expect(step).toBe(86_400_000);
    }
    // The seed dates the 23 demo users back from its day (lib/db/seed-dates.ts), the newest yesterday:
    // all of them fall in the window, spread over its weeks; super keeps the fixture's 2025-01-01, before it.
    const newest = (await (await getDb()).select({ at: max(t.users.createdAt) }).from(t.users))[0]?.at;
    expect(newest).toBe(seededSignup(22));
    expect(signups.find((d) => d.date === seededSignup(22).slice(0, 10))?.enabled).toBeGreaterThan(0);
    expect(signups.at(-1)).toEqual({ date: today, enabled: 0, disabled: 0 });
    expect(sum(signups.map((d) => ({ users: d.enabled + d.disabled })))).toBe(23);
    expect(signups.filter((d) => d.enabled > 0).length).toBeGreaterThan(15);
  });

  it('counts a user added today in the last day, by status; the window stays where it was', async () => {
    const token = await signIn();
    const before = utcDay(new Date());
    const window = (await read(token)).signups.map((d) => d.date);
    const added = await call(addUser, {
      token,
      body: { name: 'Late Signup', username: 'late.signup', email: 'late@example.com', phone: '13800009999', group: '0002', status: '0' },
    });
    expect(added.status).toBe(200);
    const id = String(added.body.data.id);
    try {
      const today = utcDay(new Date());
      const data = await read(token);
      expect(data.totals.users).toBe(25);
      expect(data.usersByStatus).toEqual([
        { status: '1', users: 24 },
        { status: '0', users: 1 },
      ]);
      expect(data.usersByGroup.find((g) => g.id === '0002')?.users).toBe(5);
      // (unless midnight passed in between) the same 90 days as before the sign-up: it does not move them
      if (before === today) expect(data.signups.map((d) => d.date)).toEqual(window);
      expect(data.signups.at(-1)).toEqual({ date: today, enabled: 0, disabled: 1 });
      // the 23 seeded demo users and the new one
      expect(sum(data.signups.map((d) => ({ users: d.enabled + d.disabled })))).toBe(24);
    } finally {
      const db = await getDb();
      await db.delete(t.userRoles).where(eq(t.userRoles.userId, id));
      await db.delete(t.users).where(eq(t.users.id, id));
    }
  });

  it('counts a user created in the future (a clock ahead) nowhere in the window', async () => {
    const db = await getDb();
    await db.insert(t.users).values({
      id: '900000001',
      username: 'future.signup',
      name: 'Future Signup',
      email: 'future@example.com',
      phone: '13800009998',
      groupId: '0002',
      status: '1',
      passwordHash: 'x',
      createdAt: '2099-02-10 08:30:00',
    });
    try {
      const { signups } = await read(await signIn());
      expect(signups.at(-1)?.date.startsWith('2099')).toBe(false);
      // the seeded demo users only
      expect(sum(signups.map((d) => ({ users: d.enabled + d.disabled })))).toBe(23);
    } finally {
      await db.delete(t.users).where(eq(t.users.id, '900000001'));
    }
  });

  it("counts the days of the user's time zone when asked: a sign-up just after local midnight is that local day", async () => {
    const token = await signIn();
    const zone = 'Asia/Shanghai';
    const localToday = wallClock(new Date().toISOString(), zone).slice(0, 10);
    // 00:30 today in Shanghai: 16:30 the day before in UTC
    const at = fromWallClock(`${localToday}T00:30`, zone);
    const utcDate = at.slice(0, 10);
    expect(utcDate).not.toBe(localToday);
    const db = await getDb();
    await db.insert(t.users).values({
      id: '900000002',
      username: 'midnight.signup',
      name: 'Midnight Signup',
      email: 'midnight@example.com',
      phone: '13800009997',
      groupId: '0002',
      status: '0',
      passwordHash: 'x',
      createdAt: at.slice(0, 19).replace('T', ' '),
    });
    try {
      const local = await call(stats, { token, url: `/api/dashboard/stats?timeZone=${encodeURIComponent(zone)}` });
      expect(local.status).toBe(200);
      const localDays = (local.body.data as DashboardStats).signups;
      expect(localDays.at(-1)).toEqual({ date: localToday, enabled: 0, disabled: 1 });
      // without a zone, UTC's days, as before: the same sign-up is the day before
      const utc = (await read(token)).signups;
      expect(utc.find((d) => d.date === utcDate)?.disabled).toBe(1);
      expect(utc.find((d) => d.date === localToday)?.disabled ?? 0).toBe(0);
    } finally {
      await db.delete(t.users).where(eq(t.users.id, '900000002'));
    }
  });

  it('refuses a time zone that is none (400, on the field)', async () => {
    const res = await call(stats, { token: await signIn(), url: '/api/dashboard/stats?timeZone=Mars%2FOlympus' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.fields).toEqual({ timeZone: 'Not a time zone (Asia/Shanghai, Europe/Paris, UTC).' });
  });

  it('refuses no session (401) and a role without the dashboard (403)', async () => {
    expect((await call(stats, {})).status).toBe(401);
    const db = await getDb();
    await db.insert(t.roles).values({ id: '0008', code: 'viewer', nameEn: 'Viewer', nameZh: '查看者' });
    await db.insert(t.rolePermissions).values({ roleId: '0008', permissionId: '0005' });
    await db.insert(t.userRoles).values({ userId: '100000004', roleId: '0008' });
    await db.delete(t.userPermissions).where(eq(t.userPermissions.userId, '100000004'));
    const token = await signIn('user004');
    expect((await call(currentRole, { token, body: { role: 'viewer' } })).status).toBe(200);
    const refused = await call(stats, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
  });
});
