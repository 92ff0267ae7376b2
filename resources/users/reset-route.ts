import 'server-only';
import { route } from '@/lib/api/route';
import { success, successWith } from '@/lib/api/respond';
import { idParamsSchema } from '@/lib/api/schemas';
import { routeExports } from '@/lib/resource/routes';
import { userResource } from './resource';
import { resetSecondFactor } from './reset-mfa';
import { resetPassword } from './reset-password';
import { userSnapshot } from './snapshot';

// POST /api/system/users/reset/{id}: a new random password, answered once; the user's tokens die.
// The message carries the password too, for clients that show only the message.
export const resetRoutes = routeExports({
  POST: route({ permission: { path: userResource.path, action: 'edit' }, params: idParamsSchema, snapshot: userSnapshot, auditAction: 'reset' }, async ({ params, session, locale }) => {
    const data = await resetPassword(params.id, session, locale);
    return successWith(locale, data, { id: 'api.users.passwordReset', values: { password: data.password } });
  }),
});

// POST /api/system/users/resetMfa/{id}: removes the user's second factors and recovery codes; their sessions end.
export const resetMfaRoutes = routeExports({
  POST: route({ permission: { path: userResource.path, action: 'edit' }, params: idParamsSchema, snapshot: userSnapshot, auditAction: 'resetMfa' }, async ({ params, session, locale }) => {
    await resetSecondFactor(params.id, session, locale);
    return success(locale);
  }),
});
