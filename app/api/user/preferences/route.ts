import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { changePreferences, readPreferences } from '@/lib/account/preferences';
import { preferencesChangeSchema } from '@/lib/preferences/schema';

// GET /api/user/preferences: the signed-in user's own preferences (theme, colour, language, sidebar, tabs, table views).
export const GET = route({ permission: 'signed-in', viewAs: 'read' }, async ({ session }) => ok(await readPreferences(session.user.id)));

// POST /api/user/preferences: changes them (each given key replaces, null removes, reset clears all first); answers the result.
export const POST = route({ permission: 'signed-in', body: preferencesChangeSchema }, async ({ body, session }) => ok(await changePreferences(session, body)));

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
