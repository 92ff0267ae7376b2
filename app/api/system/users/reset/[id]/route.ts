import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { resetPassword } from '@/lib/users/reset-password';
import { successWith } from '@/lib/users/respond';

// POST /api/system/users/reset/{id}: a new random password, answered once; the user's tokens die.
export const POST = route(
  { permission: { path: '/system/user', action: 'edit' }, params: idParamsSchema },
  async ({ params, locale }) => successWith(locale, await resetPassword(params.id)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
