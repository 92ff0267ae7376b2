import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { ok } from '@/lib/api/respond';
import { userInfo } from '@/lib/auth/user-info';

// GET /api/user/userInfo
export const GET = route({ permission: 'signed-in', viewAs: 'read' }, async ({ session, locale }) => ok(userInfo(session, locale)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
