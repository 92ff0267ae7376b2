import { endpoint } from '@/tests/support/endpoint';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { proxy } from '@/proxy';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpUsersAndRoles } from '../support/system';

const { GET: groupDetail } = endpoint('/api/system/groups/detail/{id}');
const { POST: groupAddChild } = endpoint('/api/system/groups/addChild');
const { POST: groupEdit } = endpoint('/api/system/groups/edit');
const { POST: listGroups } = endpoint('/api/system/groups');
const { POST: permissionAddChild } = endpoint('/api/system/permissions/addChild');
const { GET: permissionDetail } = endpoint('/api/system/permissions/detail/{id}');
const { POST: listPermissions } = endpoint('/api/system/permissions');
const { GET: roleDetail } = endpoint('/api/system/roles/detail/{id}');
const { POST: addUser } = endpoint('/api/system/users/add');
const { GET: userDetail } = endpoint('/api/system/users/detail/{id}');
const { POST: resetPassword } = endpoint('/api/system/users/reset/{id}');
const { POST: listUsers } = endpoint('/api/system/users');

// What the fuzz (fuzz.test.ts) and the token tests (session.test.ts) leave out: the tree endpoints,
// detail ids, raw bodies of every kind, stored markup and SQL, and the sign-in page's redirects.
const markup = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "Robert'); DROP TABLE groups;--", "' OR '1'='1"];
const traversal = ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '..\\..\\windows', '0003/../0001', '0003%00', '.', '..'];

let token: string;
beforeAll(async () => {
  token = await signIn();
});

describe('hostile input', () => {
  it('refuses path traversal in every detail id with 400 and reads nothing', async () => {
    for (const handler of [userDetail, roleDetail, groupDetail, permissionDetail, resetPassword]) {
      for (const id of traversal) {
        const res = await call(handler, { token, params: { id }, method: handler === resetPassword ? 'POST' : 'GET' });
        expect(res.status, id).toBe(400);
        expect(res.body.code).toBe(400);
      }
    }
  });

  it('refuses wrong content types (415), invalid UTF-8 and malformed JSON (400), and changes nothing', async () => {
    const before = await dumpUsersAndRoles();
    const user = JSON.stringify({ username: 'hostile', name: 'Hostile', group: '0001' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'text/json']) {
      const res = await call(addUser, { token, raw: user, headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
    }
    expect((await call(addUser, { token, raw: user, method: 'POST' })).status).toBe(415);
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const bad = await call(addUser, { token, raw: invalidUtf8, headers: { 'content-type': 'application/json' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'The request body is not valid UTF-8.' } });
    for (const raw of ['{', '{"username":', '\uFEFF{}', 'NaN', "{'a':1}"]) {
      const res = await call(addUser, { token, raw, headers: { 'content-type': 'application/json' } });
      expect(res.status, raw).toBe(400);
    }
    expect(await dumpUsersAndRoles()).toBe(before);
  });

  it('answers deep and huge JSON with 400 or 413, never a crash', async () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    for (const raw of [deep(100_000), deepObject(100_000), `[${'1,'.repeat(400_000)}1]`]) {
      const res = await call(addUser, { token, raw, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
    }
    const huge = await call(listUsers, { token, raw: deep(600_000), headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(413);
    // A body larger than its declared length is cut off at the limit all the same.
    const lying = await call(listUsers, {
      token,
      raw: `{"filterValue":"${'A'.repeat(1024 * 1024)}"}`,
      headers: { 'content-type': 'application/json', 'content-length': '10' },
    });
    expect(lying.status).toBe(413);
  });

  it('stores markup and SQL as plain text and matches it literally in filters', async () => {
    for (const [i, name] of markup.entries()) {
      const id = `HX${i}`;
      expect((await call(groupAddChild, { token, body: { parentId: '00', id, name } })).status).toBe(200);
      expect((await call(groupDetail, { token, params: { id } })).body.data.name).toBe(name);
      const found = await call(listGroups, { token, body: { name } });
      expect(found.body.data.map((g: { id: string }) => g.id)).toEqual([id]);
    }
    for (const [i, name] of markup.entries()) {
      const id = `PX${i}`;
      expect((await call(permissionAddChild, { token, body: { parentId: '', id, name, path: `/hostile/p${i}` } })).status).toBe(200);
      expect((await call(permissionDetail, { token, params: { id } })).body.data.name).toBe(name);
    }
    expect((await call(groupEdit, { token, body: { id: 'HX0', name: markup[2] } })).status).toBe(200);
    expect((await call(groupDetail, { token, params: { id: 'HX0' } })).body.data.name).toBe(markup[2]);
    for (const value of [...markup, '%', '_', '\\', '.*']) {
      for (const filterField of ['name', 'username', 'email', 'phone']) {
        const res = await call(listUsers, { token, body: { filterField, filterValue: value } });
        expect(res.status).toBe(200);
        expect(res.body.data.total, `${filterField} ${value}`).toBe(0);
      }
      expect((await call(listPermissions, { token, body: { name: value, path: value } })).body.data).toEqual([]);
    }
    const list = await call(listUsers, { token, body: {} });
    expect(list.body.data.total).toBeGreaterThan(20);
  });

  it('signs nobody in with SQL in the username or password', async () => {
    for (const text of ["super' --", "' OR '1'='1", 'super"; --']) {
      const asName = await call(login, { body: { username: text, password: 'x' } });
      expect(asName.body.data).toMatchObject({ status: 'error', field: 'username' });
      const asPassword = await call(login, { body: { username: 'user010', password: text } });
      expect(asPassword.body.data).toMatchObject({ status: 'error', field: 'password' });
    }
  });
});

describe('redirects from /login', () => {
  const hostile = ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'];

  it('never leave the site, whatever redirect or next parameter the URL carries', async () => {
    for (const target of hostile) {
      for (const param of ['redirect', 'next', 'returnTo', 'callbackUrl']) {
        const url = `http://localhost/login?${param}=${encodeURIComponent(target)}`;
        const signedIn = await proxy(new NextRequest(url, { headers: { authorization: `Bearer ${token}` } }));
        expect(signedIn.status).toBe(307);
        expect(signedIn.headers.get('location'), url).toBe('http://localhost/');
        const anonymous = await proxy(new NextRequest(url));
        expect(anonymous.headers.get('location')).toBeNull();
      }
    }
    for (const path of ['//evil.example/', '//evil.example/login', '/\\evil.example/']) {
      const res = await proxy(new NextRequest(`http://localhost${path}`));
      expect(new URL(res.headers.get('location') ?? '', 'http://localhost').origin, path).toBe('http://localhost');
    }
  });

  it('answer a sign-in with a token only, never a redirect', async () => {
    const res = await call(login, { body: { username: 'user011', password: 'user011' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(Object.keys(res.body.data).sort()).toEqual(['status', 'token']);
  });
});
