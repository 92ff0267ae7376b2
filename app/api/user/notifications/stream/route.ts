import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { sessionAlive } from '@/lib/auth/session';
import { tokenCookie, tokenFromRequest } from '@/lib/auth/token';
import { lastNotificationId } from '@/lib/notifications/inbox';
import { streamQuerySchema } from '@/lib/notifications/schema';
import { notificationStream } from '@/lib/notifications/stream';

/**
 * GET /api/user/notifications/stream: the signed-in user's notifications as Server-Sent Events. It
 * resumes after `Last-Event-ID` (what a browser's EventSource sends when it reconnects) or `?after=`
 * (a page that opens a new one), else starts with what comes next.
 */
export const GET = route({ permission: 'signed-in', viewAs: 'read', query: streamQuerySchema }, async ({ request, session, query }) => {
  const header = streamQuerySchema.shape.after.safeParse(request.headers.get('last-event-id') ?? undefined);
  const after = (header.success ? header.data : undefined) ?? query.after ?? (await lastNotificationId(session.user.id));
  const token = tokenFromRequest(request.headers, request.cookies.get(tokenCookie)?.value);
  const stream = notificationStream({ userId: session.user.id, after, alive: () => sessionAlive(token), signal: request.signal });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
