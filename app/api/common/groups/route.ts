import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { groupOptions } from '@/lib/groups/service';

// GET /api/common/groups
export const GET = route({ permission: 'signed-in' }, async ({ locale }) => ok(await groupOptions(locale)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
