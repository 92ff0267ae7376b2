import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { seededSignup } from '../support/seed-dates';

const { POST: listUsers, DELETE: deleteUsers } = endpoint('/api/system/users');
const { GET: userDetail } = endpoint('/api/system/users/detail/{id}');
const { POST: editUser } = endpoint('/api/system/users/edit');

let token: string;
const detail = async (id: string, locale = 'en') => (await call(userDetail, { token, locale, params: { id } })).body.data;
const total = async () => (await call(listUsers, { token, body: {} })).body.data.total as number;

beforeAll(async () => {
  token = await signIn();
});

describe('POST /api/system/users/edit', () => {
  it('edits every field, replacing roles and permissions, and moves update', async () => {
    const body = {
      id: '100000007',
      name: 'Seven',
      username: 'seven',
      email: 'seven@example.org',
      phone: '555 0107',
      group: '0002',
      roles: ['admin', 'user'],
      permissions: ['0003'],
    };
    const res = await call(editUser, { token, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    const user = await detail('100000007');
    expect(user).toMatchObject({
      name: 'Seven',
      username: 'seven',
      email: 'seven@example.org',
      phone: '555 0107',
      group: '0002',
      groupName: 'IT Department',
      roles: [
        { role: 'admin', name: 'Admin' },
        { role: 'user', name: 'User' },
      ],
      permissions: ['0003'],
      create: seededSignup(7),
    });
    expect(user.update).not.toBe(seededSignup(7));
  });

  it('accepts partial bodies: a status toggle changes the status only', async () => {
    const before = await detail('100000008');
    expect((await call(editUser, { token, body: { id: '100000008', status: '0' } })).status).toBe(200);
    const after = await detail('100000008');
    expect(after).toEqual({ ...before, status: '0', update: after.update });
    expect((await call(editUser, { token, body: { id: '100000008', status: '1' } })).status).toBe(200);
    expect((await detail('100000008')).status).toBe('1');
  });

  it('writes the name to the request locale column', async () => {
    await call(editUser, { token, locale: 'zh', body: { id: '100000009', name: '九号' } });
    expect((await detail('100000009', 'zh')).name).toBe('九号');
    expect((await detail('100000009', 'en')).name).toBe('User009');
    await call(editUser, { token, locale: 'en', body: { id: '100000009', name: 'Nine' } });
    expect((await detail('100000009', 'en')).name).toBe('Nine');
    expect((await detail('100000009', 'zh')).name).toBe('九号');
  });

  it('never changes the password: the field is refused', async () => {
    const res = await call(editUser, { token, body: { id: '100000010', password: 'newpass' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ password: 'Unknown field.' });
    expect(await signIn('user010')).toBeTruthy();
  });

  it('answers 400 for a missing id and bad fields, 404 for an unknown user', async () => {
    expect((await call(editUser, { token, body: { status: '0' } })).body.fields).toEqual({ id: 'Required.' });
    expect((await call(editUser, { token, body: { id: '100000011', email: 'x' } })).body.fields).toEqual({ email: 'Invalid email address.' });
    expect((await call(editUser, { token, body: { id: '100000011', phone: '+1 23' } })).status).toBe(400);
    const missing = await call(editUser, { token, body: { id: '123', name: 'Nobody' } });
    expect(missing.status).toBe(404);
  });

  it('checks references, and a failing edit changes nothing', async () => {
    const before = await detail('100000012');
    const res = await call(editUser, { token, body: { id: '100000012', name: 'Changed', roles: ['admin'], permissions: ['nope'] } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ permissions: 'Unknown permission: nope.' });
    expect(await detail('100000012')).toEqual(before);
    const group = await call(editUser, { token, body: { id: '100000012', group: '000399' } });
    expect(group.body.fields).toEqual({ group: 'Choose an existing group.' });
  });

  it('answers 409 for another user\'s username in any case, but lets a user change their own case', async () => {
    const taken = await call(editUser, { token, body: { id: '100000013', username: 'User014' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The username User014 is already taken.');
    expect((await call(editUser, { token, body: { id: '100000013', username: 'USER013' } })).status).toBe(200);
    expect((await detail('100000013')).username).toBe('USER013');
  });
});

describe('DELETE /api/system/users', () => {
  it('deletes several users at once', async () => {
    const before = await total();
    const res = await call(deleteUsers, { token, method: 'DELETE', body: ['100000015', '100000016', '100000015'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect((await call(userDetail, { token, params: { id: '100000015' } })).status).toBe(404);
    expect(await total()).toBe(before - 2);
  });

  it('answers 404 when any id is unknown, and deletes none', async () => {
    const before = await total();
    const res = await call(deleteUsers, { token, method: 'DELETE', body: ['100000017', 'ghost'] });
    expect(res.status).toBe(404);
    expect(await total()).toBe(before);
  });

  it('answers 400 for a body that is not a non-empty array of ids', async () => {
    for (const body of [[], {}, ['a b'], '100000017', [1], { ids: ['100000017'] }]) {
      expect((await call(deleteUsers, { token, method: 'DELETE', body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});
