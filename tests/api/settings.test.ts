import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { readSettings, shellSettings } from '@/lib/settings/read';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { expectRefusedUnchanged, signInWithRole } from '../support/system';

const { POST: list, DELETE: reset } = endpoint('/api/system/settings');
const { POST: edit } = endpoint('/api/system/settings/edit');
const { GET: detail } = endpoint('/api/system/settings/detail/{id}');

type Setting = { id: string; value: string; stored: string | null; source: string; env: string };
let token: string;

const set = (id: string, value: unknown, as = token) => call(edit, { token: as, body: { id, value } });
const setOk = async (id: string, value: unknown) => {
  const res = await set(id, value);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const shown = async (id: string) => (await call(detail, { token, params: { id } })).body.data as Setting;

beforeAll(async () => {
  token = await signIn();
});

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  await (await getDb()).delete(t.settings);
});

describe('settings: list, edit, reset', () => {
  it('lists every setting at its default, and 404s a key the code does not define', async () => {
    const res = await call(list, { token, body: {} });
    expect(res.status).toBe(200);
    const rows = res.body.data.list as Setting[];
    expect(res.body.data.total).toBe(8);
    expect(rows.find((r) => r.id === 'sessionIdleMinutes')).toMatchObject({ value: '30', stored: null, source: 'default', env: 'SESSION_IDLE_MINUTES' });
    expect(rows.find((r) => r.id === 'uploadMaxBytes')).toMatchObject({ value: '10485760', source: 'default' });
    expect((await call(list, { token, body: { key: 'session', size: 1, page: 2 } })).body.data).toMatchObject({ total: 2, list: [{ id: 'sessionMaxHours' }] });
    expect((await call(detail, { token, params: { id: 'nothing' } })).status).toBe(404);
  });

  it('stores a typed value, answers it, audits it, and resets it to the default', async () => {
    await setOk('sessionIdleMinutes', '45');
    expect(await shown('sessionIdleMinutes')).toMatchObject({ value: '45', stored: '45', source: 'stored' });
    const [row] = await (await getDb()).select().from(t.settings).where(eq(t.settings.key, 'sessionIdleMinutes'));
    expect(row?.value).toBe(45);
    await setOk('roleMfaDefault', true);
    expect((await readSettings()).roleMfaDefault).toBe(true);
    expect((await call(reset, { token, method: 'DELETE', body: ['sessionIdleMinutes'] })).status).toBe(200);
    expect(await shown('sessionIdleMinutes')).toMatchObject({ value: '30', stored: null, source: 'default' });
    const entries = await (await getDb()).select().from(t.auditLog).where(eq(t.auditLog.entity, 'settings'));
    const idle = entries.filter((e) => e.ids.includes('sessionIdleMinutes'));
    expect(idle.map((e) => e.action)).toEqual(['edit', 'delete']);
    expect(idle[0]?.after.sessionIdleMinutes).toEqual({ value: '45' });
    expect(idle[1]?.before.sessionIdleMinutes).toEqual({ value: '45' });
  });

  it('says an environment variable wins, and uses it', async () => {
    await setOk('consoleName', 'Stored name');
    vi.stubEnv('CONSOLE_NAME', 'From the environment');
    expect(await shown('consoleName')).toMatchObject({ value: 'From the environment', stored: 'Stored name', source: 'env', env: 'CONSOLE_NAME' });
    expect((await shellSettings()).name).toBe('From the environment');
    vi.unstubAllEnvs();
    expect((await shellSettings()).name).toBe('Stored name');
  });
});

describe('settings: refusals change nothing', () => {
  it('refuses a value its rule does not take, with a 400 on the value', async () => {
    const cases: [string, unknown, string][] = [
      ['sessionIdleMinutes', 0, 'This value is out of range.'],
      ['sessionIdleMinutes', 'abc', 'Enter a whole number.'],
      ['sessionIdleMinutes', 1.5, 'Enter a whole number.'],
      ['passwordMinLength', 7, 'This value is out of range.'],
      ['roleMfaDefault', 'maybe', 'Choose yes or no.'],
      ['consoleName', 'x'.repeat(61), 'This value is out of range.'],
      ['uploadMaxBytes', false, 'Enter a whole number.'],
    ];
    for (const [id, value, message] of cases) {
      const res = await expectRefusedUnchanged(() => set(id, value), { status: 400, field: 'value' });
      expect([id, value, res.body.fields]).toEqual([id, value, { value: message }]);
    }
    await expectRefusedUnchanged(() => call(edit, { token, body: { id: 'nothing', value: '1' } }), { status: 400, field: 'id' });
    await expectRefusedUnchanged(() => call(edit, { token, body: { id: 'consoleName', value: 'A', extra: 1 } }), { status: 400, field: 'extra' });
    await expectRefusedUnchanged(() => call(edit, { token, body: { id: 'consoleName', value: { a: 1 } } }), { status: 400, field: 'value' });
    await expectRefusedUnchanged(() => call(reset, { token, method: 'DELETE', body: ['consoleName', 'nothing'] }), { status: 404 });
  });

  it('is super\'s only: admin and user get 403 and change nothing', async () => {
    for (const [user, role] of [['user001', 'admin'], ['user002', 'user']] as const) {
      const other = await signInWithRole(user, role);
      await expectRefusedUnchanged(() => call(list, { token: other, body: {} }), { status: 403 });
      await expectRefusedUnchanged(() => set('consoleName', 'Taken over', other), { status: 403 });
      await expectRefusedUnchanged(() => call(reset, { token: other, method: 'DELETE', body: ['consoleName'] }), { status: 403 });
    }
  });
});
