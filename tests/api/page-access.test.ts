import { describe, expect, it } from 'vitest';
import { GET as pageAccess } from '@/app/api/user/pageAccess/route';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { signInWithRole } from '../support/system';

const ask = (token: string, path: string, locale = 'en') =>
  call(pageAccess, { token, locale, url: `/api/user/pageAccess?path=${encodeURIComponent(path)}` });

describe('GET /api/user/pageAccess', () => {
  it('names what a refused page needs and the held roles that open it', async () => {
    const token = await signInWithRole('super', 'user', 'super');
    const { status, body } = await ask(token, '/system/user');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      path: '/system/user',
      status: 'forbidden',
      needs: [
        { path: '/system', title: 'System' },
        { path: '/system/user', title: 'User' },
      ],
      switchTo: [
        { role: 'super', name: 'Super' },
        { role: 'admin', name: 'Admin' },
        { role: 'all', name: null },
      ],
      grantedBy: [
        { role: 'admin', name: 'Admin' },
        { role: 'super', name: 'Super' },
      ],
    });
    expect((await ask(token, '/system/user', 'zh')).body.data.needs[1]).toEqual({ path: '/system/user', title: '用户管理' });
  });

  it('tells an unknown path from a refused one, and an open one', async () => {
    const token = await signIn();
    expect((await ask(token, '/system/nothing')).body.data).toEqual({ path: '/system/nothing', status: 'not-found', needs: [], switchTo: [], grantedBy: [] });
    expect((await ask(token, '/system/user')).body.data).toMatchObject({ status: 'open', needs: [], switchTo: [], grantedBy: [] });
  });

  it('offers no role the user does not hold', async () => {
    const user = await createUser(await signIn(), { roles: ['user'] });
    const token = await signIn(user.username, user.password);
    expect((await ask(token, '/system/role')).body.data).toMatchObject({
      status: 'forbidden',
      switchTo: [],
      grantedBy: [
        { role: 'admin', name: 'Admin' },
        { role: 'super', name: 'Super' },
      ],
    });
  });

  it('answers 400 with the envelope for a bad path and 401 without a session', async () => {
    const token = await signIn();
    const bad = await call(pageAccess, { token, url: '/api/user/pageAccess?path=system' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    expect((await call(pageAccess, { token, url: '/api/user/pageAccess' })).status).toBe(400);
    expect((await call(pageAccess, { url: '/api/user/pageAccess?path=/system' })).status).toBe(401);
  });
});
