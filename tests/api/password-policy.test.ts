import { beforeAll, describe, expect, it } from 'vitest';
import { POST as changePassword } from '@/app/api/user/password/route';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { endpoint } from '../support/endpoint';

const { POST: addUser } = endpoint('/api/system/users/add');
const { POST: listUsers } = endpoint('/api/system/users');
const { POST: resetPassword } = endpoint('/api/system/users/reset/{id}');

// The password policy wherever a password is set: common and breached passwords (the blocklist) and any
// containing the username are refused with a field error, and the refused write changes nothing.
let superToken: string;
const common = { en: 'This password is among the most common ones; choose another.', zh: '这个密码属于最常见的密码之一，请换一个。' };
const newUser = { name: 'Policy Person', email: 'policy@example.com', phone: '123456', group: '0003' };

beforeAll(async () => {
  superToken = await signIn();
});

describe('POST /api/user/password', () => {
  it('refuses a blocked password or one containing the username on newPassword, keeping the old one', async () => {
    const user = await createUser(superToken, { password: 'first-password-7' });
    const token = await signIn(user.username, 'first-password-7');
    for (const [newPassword, locale, message] of [
      ['iloveyou1', 'en', common.en],
      ['PASSWORD123', 'zh', common.zh],
      ['qwertyuiop', 'en', common.en],
      [`my-${user.username.toUpperCase()}-2026`, 'en', 'The password must not contain the username.'],
    ] as const) {
      const res = await call(changePassword, { token, locale, body: { currentPassword: 'first-password-7', newPassword } });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.fields, newPassword).toEqual({ newPassword: message });
    }
    expect(await signIn(user.username, 'first-password-7')).toBeTypeOf('string');
    const ok = await call(changePassword, { token, body: { currentPassword: 'first-password-7', newPassword: 'tulip lantern orbit' } });
    expect(ok.status).toBe(200);
    expect(await signIn(user.username, 'tulip lantern orbit')).toBeTypeOf('string');
  });
});

describe('POST /api/system/users/add', () => {
  it('refuses a blocked password on password, adding nobody', async () => {
    for (const [password, locale] of [['password1', 'en'], ['Sayangmama', 'zh']] as const) {
      const res = await call(addUser, { token: superToken, locale, body: { ...newUser, username: 'policy.add', password } });
      expect(res.status, password).toBe(400);
      expect(res.body.fields, password).toEqual({ password: common[locale] });
    }
    const found = await call(listUsers, { token: superToken, body: { filterField: 'username', filterValue: 'policy.add' } });
    expect(found.body.data.total).toBe(0);
  });

  it('picks a password the policy accepts when none is given, and a reset does too', async () => {
    const res = await call(addUser, { token: superToken, body: { ...newUser, username: 'policy.generated' } });
    expect(res.status).toBe(200);
    const { id, password } = res.body.data as { id: string; password: string };
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    const reset = await call(resetPassword, { token: superToken, url: `/api/system/users/reset/${id}`, params: { id } });
    expect(reset.status).toBe(200);
    const fresh = reset.body.data.password as string;
    expect(fresh).not.toBe(password);
    expect(await signIn('policy.generated', fresh)).toBeTypeOf('string');
  });
});
