import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as readPreferences, POST as changePreferences } from '@/app/api/user/preferences/route';
import { getDb } from '@/lib/db/client';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';

// GET/POST /api/user/preferences: each user's own, validated, bounded; a refused change stores nothing.
let superToken: string;
const storedRows = async (userId: string) => {
  const db = await getDb();
  const result = (await db.execute(sql`select data from user_preferences where user_id = ${userId}`)) as unknown as { rows: { data: unknown }[] };
  return result.rows;
};

beforeAll(async () => {
  superToken = await signIn();
});

describe('GET/POST /api/user/preferences', () => {
  it('starts empty, merges each change, removes a key given null and resets', async () => {
    const user = await createUser(superToken);
    const token = await signIn(user.username, user.password);
    expect((await call(readPreferences, { token })).body).toEqual({ code: 200, data: {} });
    const tabs = [{ path: '/system/user', href: '/system/user?name=ada', pinned: true }];
    const first = await call(changePreferences, { token, body: { theme: 'dark', color: 'violet', locale: 'zh', sidebarOpen: false, tabs } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ theme: 'dark', color: 'violet', locale: 'zh', sidebarOpen: false, tabs });
    const table = { columns: { email: false }, order: ['username', 'email'], widths: { username: 180 }, density: 'compact', pageSize: 50 };
    await call(changePreferences, { token, body: { tables: { '/api/system/users': table }, theme: null } });
    expect((await call(readPreferences, { token })).body.data).toEqual({ color: 'violet', locale: 'zh', sidebarOpen: false, tabs, tables: { '/api/system/users': table } });
    const reset = await call(changePreferences, { token, body: { reset: true, tabsEnabled: false } });
    expect(reset.body.data).toEqual({ tabsEnabled: false });
    expect((await call(readPreferences, { token })).body.data).toEqual({ tabsEnabled: false });
  });

  it("keeps each user's own: another user's change does not show", async () => {
    const [a, b] = [await createUser(superToken), await createUser(superToken)];
    const [ta, tb] = [await signIn(a.username, a.password), await signIn(b.username, b.password)];
    await call(changePreferences, { token: ta, body: { theme: 'light' } });
    await call(changePreferences, { token: tb, body: { theme: 'dark' } });
    expect((await call(readPreferences, { token: ta })).body.data).toEqual({ theme: 'light' });
    expect((await call(readPreferences, { token: tb })).body.data).toEqual({ theme: 'dark' });
  });

  it('refuses bad input with a 4xx envelope and stores nothing', async () => {
    const user = await createUser(superToken);
    const token = await signIn(user.username, user.password);
    await call(changePreferences, { token, body: { theme: 'dark' } });
    const refused = [
      { theme: 'purple' },
      { color: 'plaid' },
      { locale: 'fr' },
      { unknown: 1 },
      { reset: false },
      { tabs: [{ path: 'https://evil.example/', href: '/x', pinned: false }] },
      { tabs: [{ path: '/a', href: '//evil.example/', pinned: false }] },
      { tabs: Array.from({ length: 11 }, (_, i) => ({ path: `/p${i}`, href: `/p${i}`, pinned: false })) },
      { tables: { '/api/system/users': { pageSize: 7 } } },
      { tables: { '/api/system/users': { widths: { name: 1e9 } } } },
      { tables: { '/api/system/users': { columns: { 'bad key!': true } } } },
      { tables: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`/t${i}`, {}])) },
    ];
    for (const body of refused) {
      const res = await call(changePreferences, { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: 400 });
    }
    expect((await call(changePreferences, { token, raw: '{"theme":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await storedRows(user.id)).toEqual([{ data: { theme: 'dark' } }]);
  });

  it('bounds the stored document: a change past 16 KB answers 413 and leaves the stored one', async () => {
    const user = await createUser(superToken);
    const token = await signIn(user.username, user.password);
    await call(changePreferences, { token, body: { color: 'blue' } });
    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`c${i}_${'x'.repeat(50)}`, 2000]));
    const tables = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`/api/table${i}`, { widths: wide }]));
    const res = await call(changePreferences, { token, body: { tables } });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/16384 bytes/);
    expect(await storedRows(user.id)).toEqual([{ data: { color: 'blue' } }]);
  });

  it('answers 401 without a session', async () => {
    expect((await call(readPreferences)).status).toBe(401);
    expect((await call(changePreferences, { body: { theme: 'dark' } })).status).toBe(401);
  });
});
