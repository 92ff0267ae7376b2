/** The sign-in form's rule (the spec's: 4 characters each), as message ids; no zod on the lean login page. */
export interface LoginFormValues {
  username: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, 'usernameValid' | 'passwordValid'>>;

export function validateLoginForm({ username, password }: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (username.trim().length < 4) errors.username = 'usernameValid';
  if (password.length < 4) errors.password = 'passwordValid';
  return errors;
}
