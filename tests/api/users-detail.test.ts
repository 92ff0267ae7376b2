import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { signInWithRole } from '../support/system';

const { GET: userDetail } = endpoint('/api/system/users/detail/{id}');

let token: string;

beforeAll(async () => {
  token = await signIn();
});

describe('GET /api/system/users/detail/{id}', () => {
  it('answers one user in both locales', async () => {
    const en = await call(userDetail, { token, params: { id: '100000023' } });
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({
      id: '100000023',
      name: 'YL',
      username: 'super',
      group: '0003',
      groupName: 'Development Department',
      roles: [
        { role: 'super', name: 'Super' },
        { role: 'admin', name: 'Admin' },
        { role: 'user', name: 'User' },
      ],
      permissions: ['0000'],
    });
    const zh = await call(userDetail, { token, locale: 'zh', params: { id: '100000001' } });
    expect(zh.body.data).toMatchObject({ name: '用户001', groupName: '后勤部' });
    expect(JSON.stringify(zh.body)).not.toMatch(/password|hash|token/i);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 and 403', async () => {
    const missing = await call(userDetail, { token, params: { id: '999' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, message: 'Not found.' });
    expect((await call(userDetail, { token, params: { id: '../etc' } })).status).toBe(400);
    expect((await call(userDetail, { token, params: { id: 'x'.repeat(65) } })).status).toBe(400);
    expect((await call(userDetail, { params: { id: '100000000' } })).status).toBe(401);
    const userRole = await signInWithRole('user002', 'user');
    expect((await call(userDetail, { token: userRole, params: { id: '100000000' } })).status).toBe(403);
  });
});
