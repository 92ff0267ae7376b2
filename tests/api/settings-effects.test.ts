import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as changePassword } from '@/app/api/user/password/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { applySigninRetention } from '@/lib/auth/signin-retention';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { getSetting, readSettings } from '@/lib/settings/read';
import { applyAuditRetention } from '@/lib/trail/retention';
import { endpoint } from '@/tests/support/endpoint';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables } from '../support/system';

// What each setting changes, at the next request, without a restart.
const { POST: edit } = endpoint('/api/system/settings/edit');
const { POST: addUser } = endpoint('/api/system/users/add');
const { POST: addRole } = endpoint('/api/system/roles/add');
const minute = 60_000;
let token: string;

const set = async (id: string, value: unknown) => {
  const res = await call(edit, { token, body: { id, value } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  token = await signIn();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  await (await getDb()).delete(t.settings);
});

describe('settings in force at the next request', () => {
  it('the idle timeout: a session idle past the new setting ends, with the minutes in its 401', async () => {
    const user = await createUser(token, { password: 'idle-setting-pass' });
    const other = await signIn(user.username, 'idle-setting-pass');
    const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 10 * minute);
    expect((await call(userInfo, { token: other })).status).toBe(200);
    vi.setSystemTime(start + 17 * minute);
    expect((await call(userInfo, { token: other })).status).toBe(200);
    await set('sessionIdleMinutes', 5);
    vi.setSystemTime(start + 24 * minute);
    const idle = await call(userInfo, { token: other });
    expect([idle.status, idle.body.data]).toEqual([401, { reason: 'idle', minutes: 5 }]);
  });

  it('the absolute timeout: lowering it ends sessions already open', async () => {
    const user = await createUser(token, { password: 'max-setting-pass' });
    const other = await signIn(user.username, 'max-setting-pass');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 90 * minute);
    vi.stubEnv('SESSION_IDLE_MINUTES', '600');
    expect((await call(userInfo, { token: other })).status).toBe(200);
    await set('sessionMaxHours', 1);
    const over = await call(userInfo, { token: other });
    expect([over.status, over.body.data]).toEqual([401, { reason: 'expired', hours: 1 }]);
  });

  it('the password length: shorter than the setting is refused on the field, and nothing is written', async () => {
    await set('passwordMinLength', 14);
    const before = await dumpTables(['users', 'user_roles']);
    const res = await call(addUser, { token, body: { name: 'Short Pass', username: 'shortpass', email: 's@example.com', phone: '123456', group: '0003', password: 'eleven-char' } });
    expect([res.status, res.body.fields]).toEqual([400, { password: "This password is shorter than the minimum length the settings require; choose a longer one." }]);
    expect(await dumpTables(['users', 'user_roles'])).toBe(before);
    const user = await createUser(token, { password: 'a-long-enough-pass' });
    const own = await signIn(user.username, 'a-long-enough-pass');
    const change = await call(changePassword, { token: own, body: { currentPassword: 'a-long-enough-pass', newPassword: 'twelve-chars' } });
    expect([change.status, Object.keys(change.body.fields)]).toEqual([400, ['newPassword']]);
    const picked = await call(addUser, { token, body: { name: 'Picked Pass', username: 'pickedpass', email: 'p@example.com', phone: '123456', group: '0003' } });
    expect((picked.body.data.password as string).length).toBeGreaterThanOrEqual(16);
  });

  it('a new role needs a second factor by default when the setting says so; saying otherwise still holds', async () => {
    const mfaOf = async (code: string) => (await (await getDb()).select().from(t.roles).where(eq(t.roles.code, code)))[0]?.mfaRequired;
    expect((await call(addRole, { token, body: { role: 'plainrole', name: 'Plain role' } })).status).toBe(200);
    await set('roleMfaDefault', true);
    expect((await call(addRole, { token, body: { role: 'strictrole', name: 'Strict role' } })).status).toBe(200);
    expect((await call(addRole, { token, body: { role: 'optedout', name: 'Opted out', mfaRequired: false } })).status).toBe(200);
    expect([await mfaOf('plainrole'), await mfaOf('strictrole'), await mfaOf('optedout')]).toEqual([false, true, false]);
  });

  it('retention: the audit trail is pruned only when days are set; the sign-in history to the days set', async () => {
    const db = await getDb();
    await db.execute(sql`insert into audit_log (at, user_id, username, method, endpoint, entity, action, ids, before, after)
      select now() - interval '40 days', '100000000', 'super', 'POST', '/api/x', 'groups', 'edit', array['0001'], '{}', '{}' from generate_series(1, 3)`);
    await db.execute(sql`insert into signins (at, username, result, address, user_agent)
      select now() - interval '40 days', 'super', 'success', '127.0.0.1', 'test' from generate_series(1, 2)`);
    expect(await applyAuditRetention(db)).toEqual({ deleted: 0, days: 0 });
    expect(await applySigninRetention(db)).toEqual({ deleted: 0, days: 90 });
    await set('auditRetentionDays', 30);
    await set('signinRetentionDays', 30);
    expect(await applyAuditRetention(db)).toEqual({ deleted: 3, days: 30 });
    expect(await applySigninRetention(db)).toEqual({ deleted: 2, days: 30 });
  });

  it('the upload limit: a typed getter the files module reads', async () => {
    expect(await getSetting('uploadMaxBytes')).toBe(10_485_760);
    await set('uploadMaxBytes', '1048576');
    expect(await getSetting('uploadMaxBytes')).toBe(1_048_576);
    vi.stubEnv('UPLOAD_MAX_BYTES', '2048');
    expect(await getSetting('uploadMaxBytes')).toBe(2048);
  });
});

// Two instances on one PostgreSQL database: a second pool of its own stands for instance B.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('a setting changed through one instance is in force on the other at its next request', async () => {
    const b = drizzle(pool, { schema: t });
    expect((await readSettings(b)).consoleName).toBe('');
    await set('consoleName', 'Changed on A');
    expect((await readSettings(b)).consoleName).toBe('Changed on A');
    // And the other way: B stores a value (as its edit would); A's next request follows it.
    const user = await createUser(token, { password: 'two-handles-pass' });
    const other = await signIn(user.username, 'two-handles-pass');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * minute);
    expect((await call(userInfo, { token: other })).status).toBe(200);
    vi.setSystemTime(Date.now() + 4 * minute);
    await b.insert(t.settings).values({ key: 'sessionIdleMinutes', value: 2 });
    expect((await call(userInfo, { token: other })).status).toBe(401);
  });
});
