import { describe, expect, it } from 'vitest';
import { validateLoginForm } from '@/lib/auth/login-form';

describe('validateLoginForm', () => {
  it('requires 4 characters of username (trimmed) and password', () => {
    expect(validateLoginForm({ username: 'super', password: 'super' })).toEqual({});
    expect(validateLoginForm({ username: ' ab ', password: 'abc' })).toEqual({ username: 'usernameValid', password: 'passwordValid' });
    expect(validateLoginForm({ username: 'abcd', password: '    ' })).toEqual({});
  });
});
