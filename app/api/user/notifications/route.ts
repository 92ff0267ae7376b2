import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { listNotifications } from '@/lib/notifications/inbox';
import { notificationListSchema } from '@/lib/notifications/schema';

// POST /api/user/notifications: the signed-in user's notifications, newest first, a page at a time, with the unread count.
export const POST = route({ permission: 'signed-in', viewAs: 'read', body: notificationListSchema }, async ({ session, body }) => ok(await listNotifications(session, body)));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
