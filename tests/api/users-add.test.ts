import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { POST: listUsers } = endpoint('/api/system/users');
const { POST: addUser } = endpoint('/api/system/users/add');
const { GET: userDetail } = endpoint('/api/system/users/detail/{id}');
const { POST: editUser } = endpoint('/api/system/users/edit');

let token: string;
const newUser = {
  name: 'Ada Lovelace',
  username: 'ada.l',
  email: 'ada@example.com',
  phone: '+44 20-7946-0000',
  group: '000301',
  roles: ['user'],
  permissions: ['0000', '0002'],
};
const detail = async (id: string, locale = 'en') => (await call(userDetail, { token, locale, params: { id } })).body.data;
const total = async () => (await call(listUsers, { token, body: {} })).body.data.total as number;

beforeAll(async () => {
  token = await signIn();
});

describe('POST /api/system/users/add', () => {
  it('creates a user with a random password answered once, and the user can sign in with it', async () => {
    const res = await call(addUser, { token, body: newUser });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'Success', data: { id: '100000100', password: expect.any(String) } });
    expect(res.body.data.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const user = await detail('100000100');
    expect(user).toEqual({
      id: '100000100',
      name: 'Ada Lovelace',
      username: 'ada.l',
      email: 'ada@example.com',
      phone: '+44 20-7946-0000',
      group: '000301',
      groupName: 'Development 1 Department',
      status: '1',
      create: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      update: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      roles: [{ role: 'user', name: 'User' }],
      permissions: ['0000', '0002'],
    });
    expect(await signIn('ada.l', res.body.data.password)).toBeTruthy();
    expect(await total()).toBe(25);
  });

  it('refuses a password under 8 characters, over 128 or equal to the username (any case), on `password`, adding nobody', async () => {
    const before = await total();
    const cases = [
      [{ username: 'shorty', password: 'abcd' }, 'en', 'Password must be at least 8 characters.'],
      [{ username: 'shorty', password: 'seven77' }, 'zh', '密码至少 8 个字符。'],
      [{ username: 'longer', password: 'x'.repeat(129) }, 'en', 'At most 128 characters.'],
      [{ username: 'same.name', password: 'Same.Name' }, 'en', 'The password must not contain the username.'],
      [{ username: 'same.name', password: 'same.name' }, 'zh', '密码不能包含用户名。'],
    ] as const;
    for (const [fields, locale, message] of cases) {
      const res = await call(addUser, { token, locale, body: { ...newUser, ...fields } });
      expect(res.status, fields.password).toBe(400);
      expect(res.body.fields, fields.password).toEqual({ password: message });
    }
    expect(await total()).toBe(before);
    const found = await call(listUsers, { token, body: { filterField: 'username', filterValue: 'same.name' } });
    expect(found.body.data.total).toBe(0);
  });

  it('takes a given password (not answered back), a status and defaults roles and permissions', async () => {
    const res = await call(addUser, {
      token,
      body: { ...newUser, username: 'grace', password: 'hopper-1906', status: '0', roles: undefined, permissions: undefined },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: '100000101' });
    expect(await detail('100000101')).toMatchObject({ status: '0', roles: [], permissions: [] });
  });

  it('writes a zh name to both columns, so both locales show it until an en edit', async () => {
    const res = await call(addUser, { token, locale: 'zh', body: { ...newUser, username: 'zhang', name: '张三' } });
    const id = res.body.data.id as string;
    expect((await detail(id, 'zh')).name).toBe('张三');
    expect((await detail(id, 'en')).name).toBe('张三');
    await call(editUser, { token, body: { id, name: 'Zhang San' } });
    expect((await detail(id, 'en')).name).toBe('Zhang San');
    expect((await detail(id, 'zh')).name).toBe('张三');
  });

  it('trims text fields and keeps role codes and permission ids distinct', async () => {
    const res = await call(addUser, {
      token,
      body: { ...newUser, username: '  trimmed ', name: ' Tr ', roles: ['user', 'user', 'admin'], permissions: ['0000', '0000'] },
    });
    const user = await detail(res.body.data.id);
    expect(user).toMatchObject({ username: 'trimmed', name: 'Tr', permissions: ['0000'] });
    expect(user.roles.map((r: { role: string }) => r.role)).toEqual(['admin', 'user']);
  });

  it.each([
    ['username', 'abc', 'Username must be at least 4 characters.'],
    ['username', 'has space', 'Username cannot contain spaces or control characters.'],
    ['username', 'x'.repeat(65), 'At most 64 characters.'],
    ['name', 'A', 'Name must be at least 2 characters.'],
    ['name', '  A  ', 'Name must be at least 2 characters.'],
    ['name', 'nul\u0000byte', 'Cannot contain control or invisible formatting characters (line breaks, bidi overrides, zero-width characters).'],
    ['name', 'lone \ud800', 'Invalid value.'],
    ['email', 'not-an-email', 'Invalid email address.'],
    ['email', '', 'Invalid email address.'],
    ['phone', '12345', 'Invalid phone number.'],
    ['phone', '+86 abc', 'Invalid phone number.'],
    ['password', 'abc', 'Password must be at least 8 characters.'],
    ['group', '', 'Invalid value.'],
    ['group', ['0003'], 'Invalid value.'],
    ['status', '2', 'Invalid value.'],
    ['roles', 'user', 'Invalid value.'],
    ['permissions', '0000', 'Invalid value.'],
  ])('answers 400 when %s is %j', async (field, value, message) => {
    const res = await call(addUser, { token, body: { ...newUser, username: 'valid.name', [field]: value } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message, fields: { [field]: message } });
  });

  it('names the element of an array that is wrong', async () => {
    const res = await call(addUser, { token, body: { ...newUser, permissions: ['0000', 42], roles: [''] } });
    expect(res.body.fields).toEqual({ 'permissions.1': 'Invalid value.', 'roles.0': 'Invalid value.' });
    const nul = await call(addUser, { token, body: { ...newUser, roles: ['us\u0000er'] } });
    expect(nul.body.fields).toEqual({ 'roles.0': 'Invalid value.' });
  });

  it('localizes validation messages in zh, reports every bad field, missing and unknown ones', async () => {
    const res = await call(addUser, { token, locale: 'zh', body: { username: 'ab', name: 'x', email: 'bad', phone: '1', id: '1' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      username: '用户名至少4个字符。',
      name: '姓名至少2个字符。',
      email: '无效的邮箱地址。',
      phone: '无效的手机号。',
      group: '必填。',
      id: '未知字段。',
    });
  });

  it('answers 400 with a field message for unknown references, and writes nothing', async () => {
    const before = await total();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ group: 'nope' }, 'group', 'Choose an existing group.'],
      [{ group: '00' }, 'group', 'Choose an existing group.'],
      [{ roles: ['user', 'ghost'] }, 'roles', 'Unknown role: ghost.'],
      [{ permissions: ['0000', '9999'] }, 'permissions', 'Unknown permission: 9999.'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call(addUser, { token, body: { ...newUser, username: 'refcheck', ...patch } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message, fields: { [field]: message } });
    }
    const zh = await call(addUser, { token, locale: 'zh', body: { ...newUser, username: 'refcheck', roles: ['ghost'] } });
    expect(zh.body.fields).toEqual({ roles: '角色不存在：ghost。' });
    expect(await total()).toBe(before);
  });

  it('answers 409 for a username taken in any case', async () => {
    const res = await call(addUser, { token, body: { ...newUser, username: 'USER001' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, message: 'The username USER001 is already taken.', fields: { username: 'The username USER001 is already taken.' } });
    const zh = await call(addUser, { token, locale: 'zh', body: { ...newUser, username: 'Super' } });
    expect(zh.body.message).toBe('用户名 Super 已被使用。');
  });

  it('takes a password of 8 and one of 128 characters', async () => {
    for (const [username, password] of [
      ['eight', 'tulip-88'],
      ['longest', 'p'.repeat(128)],
    ]) {
      const res = await call(addUser, { token, body: { ...newUser, username, password } });
      expect(res.status, password).toBe(200);
      expect(await signIn(username, password)).toBeTruthy();
    }
  });
});
