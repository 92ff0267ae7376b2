import { otherMethods } from '@/lib/api/other-methods';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { grantable } from '@/lib/delegation/grantable';

// GET /api/user/grantable: the role codes and permission ids this session may hand out or manage.
export const GET = route({ permission: 'signed-in', viewAs: 'read' }, async ({ session }) => ok(await grantable(session)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
