import { endpoint } from '@/tests/support/endpoint';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { POST: editUser } = endpoint('/api/system/users/edit');

describe('POST /api/user/login', () => {
  it('signs in super/super, answers a token and sets an httpOnly cookie', async () => {
    const res = await call(login, { body: { username: 'super', password: 'super' } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.status).toBe('ok');
    expect(res.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`token=${res.body.data.token}`);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
  });

  it('signs in a seeded user with their username as password', async () => {
    const res = await call(login, { body: { username: 'user007', password: 'user007' } });
    expect(res.body.data.status).toBe('ok');
  });

  it('reports a wrong username first, localized', async () => {
    const en = await call(login, { body: { username: 'nobody', password: 'wrong' } });
    expect(en.body).toEqual({ code: 200, data: { status: 'error', field: 'username', msg: 'username error' } });
    const zh = await call(login, { locale: 'zh', body: { username: 'nobody2', password: 'super' } });
    expect(zh.body.data).toEqual({ status: 'error', field: 'username', msg: '用户名错误' });
  });

  it('reports a wrong password, localized, and a missing Locale header means zh', async () => {
    const en = await call(login, { body: { username: 'user001', password: 'wrong' } });
    expect(en.body.data).toEqual({ status: 'error', field: 'password', msg: 'password error' });
    const zh = await call(login, { locale: null, body: { username: 'user002', password: 'wrong' } });
    expect(zh.body.data).toEqual({ status: 'error', field: 'password', msg: '密码错误' });
    const fr = await call(login, { locale: 'fr', body: { username: 'user003', password: 'wrong' } });
    expect(fr.body.data.msg).toBe('password error');
  });

  it('compares the username after NFKC normalisation and case folding, the password exactly', async () => {
    for (const username of ['SUPER', 'Super', 'ｓｕｐｅｒ', 'ＳＵＰＥＲ']) {
      expect((await call(login, { body: { username, password: 'super' } })).body.data.status, username).toBe('ok');
    }
    expect((await call(login, { body: { username: 'super', password: 'SUPER' } })).body.data.field).toBe('password');
    expect((await call(login, { body: { username: 'su\u200Bper', password: 'super' } })).body.data.field).toBe('username');
  });

  it('answers 400 with per-field messages for missing fields and wrong types', async () => {
    const missing = await call(login, { body: { username: 'super' } });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(400);
    expect(missing.body.fields).toEqual({ password: 'Required.' });
    const wrongType = await call(login, { locale: 'zh', body: { username: 42, password: ['x'] } });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.fields).sort()).toEqual(['password', 'username']);
    expect(wrongType.body.fields.username).toBe('值无效。');
    const notObject = await call(login, { body: [1, 2] });
    expect(notObject.status).toBe(400);
  });

  it('answers 400 for malformed JSON and invalid UTF-8, 415 for another content type', async () => {
    const malformed = await call(login, { raw: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    const badUtf8 = await call(login, {
      raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(badUtf8.status).toBe(400);
    const form = await call(login, { raw: 'username=super&password=super', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(form.body.code).toBe(415);
  });

  it('answers 413 for a body over 1 MB, declared or not', async () => {
    const big = JSON.stringify({ username: 'super', password: 'x'.repeat(1024 * 1024) });
    const res = await call(login, { raw: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, message: 'The request body is larger than 1 MB.' });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await call(login, { raw: stream, headers: { 'content-type': 'application/json' } });
    expect(chunked.status).toBe(413);
  });
});

describe('POST /api/user/login for a disabled account', () => {
  it('answers "account disabled" whatever the password, so no answer confirms one', async () => {
    const user = await createUser(await signIn(), { password: 'Right-Pass-1' });
    await call(editUser, { token: await signIn(), body: { id: user.id, status: '0' } });
    const right = await call(login, { body: { username: user.username, password: 'Right-Pass-1' }, address: '192.0.2.201' });
    const wrong = await call(login, { body: { username: user.username, password: 'Wrong-Pass-2' }, address: '192.0.2.202' });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ code: 200, data: { status: 'error', field: 'username', msg: 'account disabled' } });
    expect(wrong.status).toBe(right.status);
    expect(wrong.body).toEqual(right.body);
  });
});

describe('POST /api/user/login with text PostgreSQL cannot store', () => {
  it('answers 400, not 500, for a NUL or a lone surrogate in the username', async () => {
    for (const username of ['sup\u0000er', 'sup\ud800er']) {
      const res = await call(login, { body: { username, password: 'super' } });
      expect(res.status).toBe(400);
      expect(res.body.fields.username).toBe('Invalid value.');
    }
  });
});
