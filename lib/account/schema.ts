import { z } from 'zod';
import { whenValid } from '@/lib/api/cross-field';
import { notUsername, passwordSchema } from '@/lib/auth/password-rule';
import { emailSchema, phoneSchema, userNameSchema } from '@/lib/api/schemas';

/** The contract of one's own account (POST /api/user/profile, /api/user/password): the user form's rules. */

export const profileSchema = z.strictObject({
  name: userNameSchema.optional(),
  /** the Chinese name; '' clears it (the name is then shown in both languages) */
  nameZh: z.union([z.literal(''), userNameSchema]).optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
});

/**
 * The new password follows the password rule (lib/auth/password-rule.ts); that it is not the username
 * the server checks against the session (lib/account/password.ts), the form against the profile's.
 */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, { error: 'validate.required' }).max(1024),
  newPassword: passwordSchema,
});

/**
 * The account page's form: the API's contract, the repeat (compared once both passed their checks) and,
 * once the profile has told it, the username the new password must not be.
 */
export function changePasswordFormSchema(username: string | undefined) {
  return changePasswordSchema
    .extend({ confirm: z.string() })
    .refine((v) => v.confirm === v.newPassword, { path: ['confirm'], error: 'page.account.password.mismatch', ...whenValid('newPassword', 'confirm') })
    .superRefine(
      notUsername('newPassword', (v) => ({ password: v.newPassword, username })),
      whenValid('newPassword'),
    );
}

export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
