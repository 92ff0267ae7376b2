import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { resetPassword } from '@/resources/users/reset-password';
import { successWith } from '@/lib/api/respond';

// POST /api/system/users/reset/{id}: a new random password, answered once; the user's tokens die.
// The message carries the password too, for clients that show only the message.
export const POST = route(
  { permission: { path: '/system/user', action: 'edit' }, params: idParamsSchema, auditAction: 'reset' },
  async ({ params, session, locale }) => {
    const data = await resetPassword(params.id, session, locale);
    return successWith(locale, data, { id: 'api.users.passwordReset', values: { password: data.password } });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
