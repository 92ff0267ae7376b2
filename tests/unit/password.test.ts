import { describe, expect, it } from 'vitest';
import { hashPassword, randomPassword, verifyPassword } from '@/lib/server/password';

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('super');
    const b = await hashPassword('super');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('super', a)).toBe(true);
    expect(await verifyPassword('Super', a)).toBe(false);
    expect(await verifyPassword('super', 'plain-text')).toBe(false);
  });

  it('makes random passwords of the asked length', () => {
    const p = randomPassword();
    expect(p).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(randomPassword()).not.toBe(p);
  });
});
