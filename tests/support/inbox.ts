import { expect } from 'vitest';
import { POST as listRoute } from '@/app/api/user/notifications/route';
import type { NotificationItem } from '@/lib/notifications/kinds';
import { createUser } from './accounts';
import { signIn } from './auth';
import { call } from './call';

/** A page of one's notifications as `POST /api/user/notifications` answers it. */
export type InboxPage = { list: NotificationItem[]; unread: number; next: number | null };

/** One's inbox (a 200 expected), a page at a time: `body` is the list's request (`pageSize`, `before`, `unreadOnly`). */
export async function inboxPage(token: string, body: object = {}): Promise<InboxPage> {
  const res = await call(listRoute, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as InboxPage;
}

/** A new user (made by super, whose token is given) without roles, signed in: its id, username, password and token. */
export async function signedInNewUser(superToken: string) {
  const user = await createUser(superToken);
  return { ...user, token: await signIn(user.username, user.password) };
}
