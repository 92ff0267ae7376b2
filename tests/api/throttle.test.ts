import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { call } from '../support/call';

const attempt = (username: string, password: string, locale = 'en') =>
  call(login, { locale, body: { username, password } });

describe('login throttling', () => {
  it('answers 429 after 5 failures for one username, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('user004', 'wrong')).body.data.field).toBe('password');
    const blocked = await attempt('user004', 'user004');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 429, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect((await attempt('user004', 'user004', 'zh')).body.message).toContain('登录失败次数过多');
    expect((await attempt('user005', 'user005')).body.data.status).toBe('ok');
  });

  it('counts unknown usernames too, and concurrent attempts never exceed the limit', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt('ghost', 'x')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('resets the count after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await attempt('user006', 'wrong');
    expect((await attempt('user006', 'user006')).body.data.status).toBe('ok');
    for (let i = 0; i < 4; i++) await attempt('user006', 'wrong');
    expect((await attempt('user006', 'user006')).body.data.status).toBe('ok');
  });
});
