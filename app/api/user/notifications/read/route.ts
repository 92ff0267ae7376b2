import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { markRead } from '@/lib/notifications/inbox';
import { notificationReadSchema } from '@/lib/notifications/schema';

// POST /api/user/notifications/read: marks `{ids}` (all one's own, else 404 and nothing changes) or `{all: true}` read; answers the unread count.
export const POST = route({ permission: 'signed-in', body: notificationReadSchema }, async ({ session, body }) => ok(await markRead(session, body)));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
