import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import seed from '@/data/seed.json';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { signInWithRole } from '../support/system';

const { GET: audit } = endpoint('/api/system/audit');
const { POST: groupEdit } = endpoint('/api/system/groups/edit');
const { POST: roleEdit } = endpoint('/api/system/roles/edit');
const { POST: userAdd } = endpoint('/api/system/users/add');
const { POST: userReset } = endpoint('/api/system/users/reset/{id}');

let superToken: string;
const read = async (query = '', token = superToken) => {
  const res = await call(audit, { token, url: `/api/system/audit${query}` });
  return res;
};
const list = async (query = '') => {
  const res = await read(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Record<string, unknown>[]; total: number };
};

beforeAll(async () => {
  superToken = await signIn();
  const admin = await signInWithRole('user001', 'admin');
  // Three writes by super, then five by user001 (under its admin role).
  const writes = [
    await call(roleEdit, { token: superToken, url: '/api/system/roles/edit', body: { id: '0003', permissions: ['0000', '0001', '000100'] } }),
    await call(groupEdit, { token: superToken, url: '/api/system/groups/edit', body: { id: '0001', name: 'People' } }),
    await call(userAdd, {
    token: superToken,
    url: '/api/system/users/add',
      body: { name: 'Pat', username: 'patty', email: 'pat@example.com', phone: '13800000077', group: '0001', roles: ['user'], permissions: [], password: 'Pat-Secret-123' },
    }),
  ];
  for (const res of writes) expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (let i = 0; i < 5; i++) {
    const res = await call(groupEdit, { token: admin, url: '/api/system/groups/edit', body: { id: '0002', name: `Finance ${i}` } });
    expect(res.status).toBe(200);
  }
});

describe('GET /api/system/audit', () => {
  it('records the before and after of a role permission change', async () => {
    const { list: entries } = await list('?entity=roles');
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({ username: 'super', endpoint: '/api/system/roles/edit', action: 'edit', ids: ['0003'] });
    const before = (entry.before as Record<string, { permissions: string[]; role: string }>)['0003']!;
    const after = (entry.after as Record<string, { permissions: string[]; role: string }>)['0003']!;
    expect(before.role).toBe('user');
    expect(before.permissions).toEqual(seed.roles.find((r) => r.role === 'user')?.permissions.toSorted());
    expect(after.permissions).toEqual(['0000', '0001', '000100']);
    expect({ ...after, permissions: before.permissions }).toEqual(before);
  });

  it('pages newest first and filters by user, entity and date', async () => {
    const all = await list();
    expect(all.total).toBe(8);
    expect(all.list.map((e) => e.username)).toEqual([...Array(5).fill('user001'), 'super', 'super', 'super']);
    const page2 = await list('?page=2&size=3');
    expect(page2.total).toBe(8);
    expect(page2.list.map((e) => e.id)).toEqual(all.list.slice(3, 6).map((e) => e.id));
    expect((await list('?user=USER0')).total).toBe(5);
    expect((await list('?user=super&entity=groups')).total).toBe(1);
    expect((await list('?entity=users')).list.map((e) => e.action)).toEqual(['add']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(8);
    expect((await list('?to=2020-01-01')).total).toBe(0);
    expect((await list(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).total).toBe(0);
  });

  it.each([['?size=101'], ['?size=0'], ['?page=x'], ['?entity=signins'], ['?from=yesterday'], ['?unknown=1']])('answers 400 for %s', async (query) => {
    const res = await read(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it('answers 401 without a session and 403 for the user role; admin may read', async () => {
    expect((await read('', '')).status).toBe(401);
    expect((await read('', await signInWithRole('user002', 'user'))).status).toBe(403);
    expect((await read('', await signInWithRole('user002', 'admin'))).status).toBe(200);
  });

  it('never holds a password or a password hash, even for a reset', async () => {
    const added = (await list('?entity=users')).list[0]!;
    const id = (added.ids as string[])[0]!;
    const reset = await call(userReset, { token: superToken, url: `/api/system/users/reset/${id}`, params: { id } });
    expect(reset.status).toBe(200);
    const { list: entries } = await list('?entity=users');
    expect(entries.map((e) => e.action)).toEqual(['reset', 'add']);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Pat-Secret-123');
    expect(text).not.toContain(reset.body.data.password);
    expect(text).not.toMatch(/scrypt|password/i);
    const snapshot = (key: 'before' | 'after') => (entries[0]![key] as Record<string, { tokenVersion: number }>)[id]!;
    expect(snapshot('after').tokenVersion).toBe(snapshot('before').tokenVersion + 1);
  });
});
