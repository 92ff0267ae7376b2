import { z } from 'zod';
import { emailSchema, phoneSchema, userNameSchema } from '@/lib/users/schema';

/** The contract of one's own account (POST /api/user/profile, /api/user/password): the user form's rules. */

export const profileSchema = z.strictObject({
  name: userNameSchema.optional(),
  /** the Chinese name; '' clears it (the name is then shown in both languages) */
  nameZh: z.union([z.literal(''), userNameSchema]).optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
});

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, { error: 'validate.required' }).max(1024),
  newPassword: z.string().min(8, { error: 'validate.newPassword' }).max(128),
});

export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
