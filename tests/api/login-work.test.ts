import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import * as password from '@/lib/server/password';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { call } from '../support/call';

// The password check is spied on (wrapping the real one), so the test counts the scrypt work each
// answer does instead of timing it: an unknown username must cost what a known one costs.
vi.mock('@/lib/server/password', async (importOriginal) => {
  const actual: typeof password = await importOriginal();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const verify = vi.mocked(password.verifyPassword);
// `scrypt$N$r$p`: the parameters a hash was made with.
const parameters = (hash: string | undefined) => hash?.split('$').slice(0, 4).join('$');
const attempt = (username: string, pass: string, address: string) => call(login, { body: { username, password: pass }, address });

beforeEach(() => {
  verify.mockClear();
});

describe('the work of a sign-in', () => {
  it('verifies the password against a hash of the same parameters when the username is unknown', async () => {
    const [known] = await (await getDb()).select({ hash: t.users.passwordHash }).from(t.users).where(eq(t.users.username, 'super'));
    const unknown = await attempt('no-such-user', 'Guess-1', '192.0.2.211');
    expect(unknown.body.data.field).toBe('username');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toBe('Guess-1');
    expect(parameters(verify.mock.calls[0]?.[1])).toBe(parameters(known?.hash));
    expect(parameters(known?.hash)).toMatch(/^scrypt\$\d+\$\d+\$\d+$/);
  });

  it('does one verification for every answer: unknown user, wrong password, right password', async () => {
    await attempt('no-such-user-2', 'Guess-2', '192.0.2.212');
    await attempt('user013', 'Guess-3', '192.0.2.213');
    await attempt('user013', 'user013', '192.0.2.214');
    expect(verify).toHaveBeenCalledTimes(3);
    const used = verify.mock.calls.map((call) => parameters(call[1]));
    expect(new Set(used).size).toBe(1);
  });
});
