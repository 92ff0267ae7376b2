import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { POST: editUser } = endpoint('/api/system/users/edit');
const { POST: listUsers } = endpoint('/api/system/users');

// The user list's status filter (enabled, disabled, all), with the other filters, sort and paging.
type User = { id: string; status: string; group: string };

let token: string;
const list = async (body: Record<string, unknown>) => {
  const res = await call(listUsers, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: User[]; total: number };
};
const ids = (users: User[]) => users.map((u) => u.id);
const seededUsers = 24;
// Three users in the three groups below 0003: 100000003 (000301), 100000010 (000302), 100000017 (000303).
const disabled = ['100000003', '100000010', '100000017'];

beforeAll(async () => {
  token = await signIn();
  for (const id of disabled) {
    const res = await call(editUser, { token, body: { id, status: '0' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

describe('POST /api/system/users: status', () => {
  it('answers only the disabled users, with their total', async () => {
    const page = await list({ status: '0' });
    expect(page.total).toBe(disabled.length);
    expect(ids(page.list)).toEqual(disabled);
    expect(page.list.every((u) => u.status === '0')).toBe(true);
  });

  it('answers the enabled ones, and everyone for all or no status', async () => {
    const enabled = await list({ status: '1', size: 100 });
    expect(enabled.total).toBe(seededUsers - disabled.length);
    expect(enabled.list.some((u) => disabled.includes(u.id) || u.status !== '1')).toBe(false);
    expect((await list({ status: 'all' })).total).toBe(seededUsers);
    expect((await list({})).total).toBe(seededUsers);
  });

  it('combines with the group, the text filter, sort and paging', async () => {
    expect(ids((await list({ status: '0', group: '000303' })).list)).toEqual(['100000017']);
    expect((await list({ status: '0', group: '0003' })).total).toBe(3);
    expect((await list({ status: '0', group: '0001' })).total).toBe(0);
    const enabledInGroup = await list({ status: '1', group: '0003', size: 100 });
    expect(enabledInGroup.total).toBe(enabledInGroup.list.length);
    expect(enabledInGroup.list.every((u) => u.status === '1')).toBe(true);
    expect(ids((await list({ status: '0', filterField: 'username', filterValue: 'user01' })).list)).toEqual(['100000010', '100000017']);
    const sorted = await list({ status: '0', orderField: 'username', orderValue: 'desc', size: 2, page: 1 });
    expect(sorted).toEqual({ total: 3, list: [expect.objectContaining({ id: '100000017' }), expect.objectContaining({ id: '100000010' })] });
    expect(ids((await list({ status: '0', orderField: 'username', orderValue: 'desc', size: 2, page: 2 })).list)).toEqual(['100000003']);
  });

  it('refuses any other status', async () => {
    for (const status of ['2', 1, '', 'disabled']) {
      const res = await call(listUsers, { token, body: { status } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ status: 'Invalid value.' });
    }
  });
});
