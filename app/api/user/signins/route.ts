import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { ownSignins } from '@/resources/signins/list';

// GET /api/user/signins: the signed-in user's last 20 sign-in attempts and sign-outs, newest first.
export const GET = route({ permission: 'signed-in' }, async ({ session }) => ok(await ownSignins(session)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
