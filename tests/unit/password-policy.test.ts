import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from '@/lib/auth/common-passwords';
import { passwordRefusalWith, randomPasswordWith } from '@/lib/auth/password-policy';

// The server's half of the password rule: the blocklist (lib/auth/common-passwords.ts) and the username.
describe('the password blocklist', () => {
  it('holds at least 100,000 passwords the length rule would let through', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(100_000);
    for (const entry of [...list].slice(0, 1000)) expect(entry.length).toBeGreaterThanOrEqual(8);
  });

  it('finds common and breached passwords in any case or width, and lets others through', () => {
    for (const common of ['password', 'password1', '12345678', 'iloveyou', 'qwertyuiop', 'Password123', 'PASSWORD1', 'ｐａｓｓｗｏｒｄ１', 'sayangmama']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ['correct horse battery staple', 'vH7#kq2!mZp9', 'eight888 moons over Lhasa']) expect(isCommonPassword(rare), rare).toBe(false);
  });

  it('loads once', () => {
    expect(commonPasswords()).toBe(commonPasswords());
  });
});

describe('passwordRefusalWith', () => {
  it('names the minimum length first, then the username, then the blocklist, else nothing', () => {
    expect(passwordRefusalWith('correct horse', 'ada.lovelace', 14)).toBe('validate.passwordShort');
    expect(passwordRefusalWith('ada.lovelace-2026', 'ada.lovelace')).toBe('validate.passwordIsUsername');
    expect(passwordRefusalWith('iloveyou1', 'ada.lovelace')).toBe('validate.passwordCommon');
    expect(passwordRefusalWith('correct horse battery staple', 'ada.lovelace')).toBeUndefined();
  });

  it('generates passwords it accepts, at least as long as the minimum', () => {
    for (let i = 0; i < 20; i++) expect(passwordRefusalWith(randomPasswordWith('ada.lovelace'), 'ada.lovelace')).toBeUndefined();
    const long = randomPasswordWith('ada.lovelace', 40);
    expect([long.length, passwordRefusalWith(long, 'ada.lovelace', 40)]).toEqual([40, undefined]);
  });
});
