import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordFormSchema, changePasswordSchema } from '@/lib/account/schema';
import { containsUsername, passwordMaxLength, passwordMinLength, passwordProblem, passwordSchema } from '@/lib/auth/password-rule';
import { randomPassword } from '@/lib/server/password';
import { addUserSchema } from '@/resources/users/schema';

// zod's own length issue is `validate.tooLong` to the API and the forms (lib/api/validation.ts, components/resource/form-errors.ts).
const messageOf = (issue: z.core.$ZodIssue) => (issue.code === 'too_big' ? 'validate.tooLong' : issue.message);
const issueOf = (result: z.ZodSafeParseResult<unknown>, field: string) => {
  const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
  return issue && messageOf(issue);
};

// Every verdict of the rule: too short, long enough, the longest, too long, the username in any case or width, or within.
const candidates = ['abcd', 'seven77', 'eight888', 'correct horse battery staple', 'x'.repeat(64), 'x'.repeat(128), 'x'.repeat(129), 'ada.lovelace', 'ADA.Lovelace', 'ａｄａ.ｌｏｖｅｌａｃｅ', 'ada.lovelace1'];
const username = 'ada.lovelace';

describe('the password rule', () => {
  it('takes 8 to 128 characters of anything, with no composition rule', () => {
    expect([passwordMinLength, passwordMaxLength]).toEqual([8, 128]);
    expect(passwordProblem('abcd', username)).toBe('validate.password');
    expect(passwordProblem('seven77', username)).toBe('validate.password');
    for (const ok of ['eight888', 'aaaaaaaa', '        ', '密码密码密码密码', 'x'.repeat(64), 'x'.repeat(128)]) expect(passwordProblem(ok, username), ok).toBeUndefined();
    expect(passwordProblem('x'.repeat(129), username)).toBe('validate.tooLong');
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('refuses a password containing the username, in any case and width', () => {
    for (const same of ['ada.lovelace', 'ADA.Lovelace', 'ａｄａ.ｌｏｖｅｌａｃｅ', 'ada.lovelace!', 'my ADA.lovelace 2026']) {
      expect(containsUsername(same, username), same).toBe(true);
      expect(passwordProblem(same, username), same).toBe('validate.passwordIsUsername');
    }
    for (const other of ['ada lovelace', 'ada.lovelac', 'lovelace.ada']) expect(containsUsername(other, username), other).toBe(false);
  });

  it('holds for the password a reset generates', () => {
    for (let i = 0; i < 20; i++) expect(passwordProblem(randomPassword(), username)).toBeUndefined();
  });
});

describe('every form that sets a password', () => {
  const user = { name: 'Ada Lovelace', username, email: 'ada@example.com', phone: '123456', group: '0001' };

  it('gives the same verdict as the rule: the user form (users/add) and the account form', () => {
    for (const password of candidates) {
      const expected = passwordProblem(password, username);
      expect(issueOf(addUserSchema.safeParse({ ...user, password }), 'password'), `users/add ${password}`).toBe(expected);
      const account = changePasswordFormSchema(username).safeParse({ currentPassword: 'old', newPassword: password, confirm: password });
      expect(issueOf(account, 'newPassword'), `account ${password}`).toBe(expected);
    }
  });

  it('checks the length in the account API, which knows the username only from the session', () => {
    for (const password of candidates) {
      const expected = passwordProblem(password, username);
      const length = expected === 'validate.passwordIsUsername' ? undefined : expected;
      expect(issueOf(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: password }), 'newPassword'), password).toBe(length);
    }
  });
});
