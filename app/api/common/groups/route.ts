import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { groupOptions } from '@/resources/groups/service';

// GET /api/common/groups: the group picker's options, within the session's data scope.
export const GET = route({ permission: 'signed-in', viewAs: 'read' }, async ({ session, locale }) => ok(await groupOptions(locale, session)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
