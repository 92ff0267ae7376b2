import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from '@/lib/auth/common-passwords';
import { acceptedRandomPassword, passwordRefusal } from '@/lib/auth/password-policy';

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

describe('passwordRefusal', () => {
  it('names the username first, then the blocklist, else nothing', () => {
    expect(passwordRefusal('ada.lovelace-2026', 'ada.lovelace')).toBe('validate.passwordIsUsername');
    expect(passwordRefusal('iloveyou1', 'ada.lovelace')).toBe('validate.passwordCommon');
    expect(passwordRefusal('correct horse battery staple', 'ada.lovelace')).toBeUndefined();
  });

  it('generates passwords it accepts', () => {
    for (let i = 0; i < 20; i++) expect(passwordRefusal(acceptedRandomPassword('ada.lovelace'), 'ada.lovelace')).toBeUndefined();
  });
});
