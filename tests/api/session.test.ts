import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { POST as currentRole } from '@/app/api/user/currentRole/route';
import { POST as logout } from '@/app/api/user/logout/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { signToken, verifyToken } from '@/lib/auth/token';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const allMenus = [
  '/dashboard',
  '/component', '/component/general', '/component/form', '/component/table', '/component/custom',
  '/chart', '/chart/antv', '/chart/d3', '/chart/echart', '/chart/rechart',
  '/three', '/three/babylon', '/three/three',
  '/map', '/map/cesium', '/map/deckgl', '/map/l7', '/map/mapbox', '/map/openlayers',
  '/system', '/system/user', '/system/role', '/system/permission', '/system/group', '/system/audit', '/system/session', '/system/signin',
  '/system/notice', // a registered resource (resources/notices), as the later ones:
  '/system/key', '/system/file', '/system/access', '/system/ssorule', '/system/setting', '/system/dict', '/system/sso',
];

describe('GET /api/user/userInfo', () => {
  it('answers the signed-in user with all 36 menu paths under role all', async () => {
    const token = await signIn();
    const { status, body } = await call(userInfo, { token });
    expect(status).toBe(200);
    const info = body.data;
    expect(info).toMatchObject({ username: 'super', name: 'YL', group: '0003', groupName: 'Development Department', currentRole: 'all' });
    expect(info.roles).toEqual([
      { role: 'super', name: 'Super' },
      { role: 'admin', name: 'Admin' },
      { role: 'user', name: 'User' },
    ]);
    expect([...info.currentMenuPermission].sort()).toEqual([...allMenus].sort());
    expect(info.userPermissions).toEqual([{ path: '/dashboard', role: null, type: 'menu' }]);
    expect(info.rolePermissions).toContainEqual({ path: '/system/user', role: 'admin', type: 'action', action: 'add' });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|scrypt/i);
  });

  it('localizes names in zh', async () => {
    const token = await signIn();
    const { body } = await call(userInfo, { token, locale: 'zh' });
    expect(body.data.groupName).toBe('研发部');
    expect(body.data.roles[0]).toEqual({ role: 'super', name: '超级管理员' });
  });

  it('refuses a request with no token, a tampered, expired, alg none or foreign-secret token', async () => {
    const token = await signIn();
    const [head, payload, signature] = token.split('.');
    const claims = await verifyToken(token);
    if (!claims) throw new Error('token did not verify');
    const expired = await signToken(claims, -60);
    const none = new UnsecuredJWT({ sid: claims.sid, ver: claims.ver }).setSubject(claims.sub).encode();
    const foreign = await new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const flipped = `${head}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    for (const bad of [undefined, 'garbage', flipped, expired, none, foreign]) {
      const res = await call(userInfo, { token: bad });
      expect(res.status, String(bad)).toBe(401);
      expect(res.body).toEqual({ code: 401, message: 'Please sign in.' });
    }
  });
});

describe('POST /api/user/currentRole', () => {
  it("switches to admin: the system paths but the settings and the sign-on providers, plus /dashboard", async () => {
    const token = await signIn();
    const res = await call(currentRole, { token, body: { role: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.body.data.currentRole).toBe('admin');
    const info = (await call(userInfo, { token })).body.data;
    expect(info.currentRole).toBe('admin');
    expect([...info.currentMenuPermission].sort()).toEqual(
      [
        '/dashboard', '/system', '/system/access', '/system/audit', '/system/dict', '/system/file', '/system/group', '/system/key', '/system/notice',
        '/system/permission', '/system/role', '/system/session', '/system/signin', '/system/ssorule', '/system/user',
      ],
    );
    // The reference's 16 actions, and the keys' (1), the files' (3), the SSO rules' (3) and the dictionaries' (3).
    expect(info.permissions.filter((p: { type: string }) => p.type === 'action')).toHaveLength(26);
  });

  it('switches back to all, and keeps the role per session', async () => {
    const a = await signIn();
    const b = await signIn();
    await call(currentRole, { token: a, body: { role: 'user' } });
    expect((await call(userInfo, { token: b })).body.data.currentRole).toBe('all');
    await call(currentRole, { token: a, body: { role: 'all' } });
    expect((await call(userInfo, { token: a })).body.data.currentMenuPermission).toHaveLength(allMenus.length);
  });

  it('refuses a role the user does not hold, or a malformed body, with 400', async () => {
    const token = await signIn('user001');
    const notHeld = await call(currentRole, { token, body: { role: 'user' } });
    expect(notHeld.status).toBe(400);
    expect(notHeld.body.fields).toEqual({ role: 'You do not hold this role.' });
    expect((await call(currentRole, { token, body: { role: 'nope' } })).status).toBe(400);
    expect((await call(currentRole, { token, body: {} })).status).toBe(400);
    expect((await call(currentRole, { token, body: { role: 'all', extra: 1 } })).status).toBe(400);
    expect((await call(currentRole, { body: { role: 'all' } })).status).toBe(401);
  });
});

describe('POST /api/user/logout', () => {
  it('revokes the token and clears the cookie', async () => {
    const token = await signIn();
    const other = await signIn();
    const res = await call(logout, { token, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect(res.headers.get('set-cookie')).toMatch(/token=;.*Max-Age=0/i);
    expect((await call(userInfo, { token })).status).toBe(401);
    expect((await call(userInfo, { token: other })).status).toBe(200);
  });

  it('answers success without a session too', async () => {
    expect((await call(logout, { method: 'POST' })).status).toBe(200);
  });
});
