import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as readRoute } from '@/app/api/user/notifications/read/route';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { inboxPage, signedInNewUser } from '../support/inbox';
import { openStream } from '../support/notification-stream';

const { POST: addNotice } = endpoint('/api/system/notices/add');
const { POST: editNotice } = endpoint('/api/system/notices/edit');
const { DELETE: deleteNotices } = endpoint('/api/system/notices');

// A notice notifies everyone without a row per user: each inbox derives it when read (issue 32).
let superToken: string;

const fresh = () => signedInNewUser(superToken);
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const notice = (title: string, startOffset: number) => ({ titleEn: title, titleZh: `${title} 中`, body: 'x', level: 'info', start: iso(startOffset), end: iso(86_400_000) });
const add = async (body: object) => {
  const res = await call(addNotice, { token: superToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as string;
};
const rowsOf = async () => {
  const db = await getDb();
  const [own] = await db.select({ n: count() }).from(t.notifications);
  const [shared] = await db.select({ n: count() }).from(t.notificationBroadcasts);
  return { own: own?.n, shared: shared?.n };
};
const noticeIds = async (token: string) => (await inboxPage(token)).list.filter((n) => n.kind === 'notice').map((n) => n.data.id);

beforeAll(async () => {
  superToken = await signIn();
});

describe('a notice published to everyone', () => {
  it('writes one row, none per user; each user sees it in the inbox and the count, and marks it read alone', async () => {
    const a = await fresh();
    const b = await fresh();
    const before = await rowsOf();
    const id = await add(notice('Everyone', -60_000));
    expect(await rowsOf()).toEqual({ own: before.own, shared: (before.shared ?? 0) + 1 });
    const pageA = await inboxPage(a.token);
    const item = pageA.list.find((n) => n.data.id === id);
    expect(item).toMatchObject({ kind: 'notice', read: false, data: { titleEn: 'Everyone' } });
    expect(pageA.unread).toBe(1);
    expect((await inboxPage(b.token)).unread).toBe(1);

    const read = await call(readRoute, { token: a.token, body: { ids: [item!.id] } });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual({ unread: 0 });
    expect((await inboxPage(a.token)).list.find((n) => n.id === item!.id)?.read).toBe(true);
    expect((await inboxPage(a.token, { unreadOnly: true })).list).toEqual([]);
    expect((await inboxPage(b.token)).unread).toBe(1);
  });

  it('{all: true} marks it read by a watermark; a later one is unread again; a user created after it never sees it', async () => {
    const a = await fresh();
    await add(notice('First', -60_000));
    expect((await call(readRoute, { token: a.token, body: { all: true } })).body.data).toEqual({ unread: 0 });
    const db = await getDb();
    expect(await db.select().from(t.notificationReads).where(eq(t.notificationReads.userId, a.id))).toEqual([]);
    const second = await add(notice('Second', -60_000));
    expect((await inboxPage(a.token, { unreadOnly: true })).list.map((n) => n.data.id)).toEqual([second]);
    const late = await fresh();
    expect(await noticeIds(late.token)).toEqual([]);
  });

  it('refuses, with a 404 that changes nothing, an id of a broadcast the user does not see', async () => {
    const id = await add(notice('Before you', -60_000));
    const late = await fresh();
    const [row] = await (await getDb()).select({ seq: t.notificationBroadcasts.seq }).from(t.notificationBroadcasts).where(eq(t.notificationBroadcasts.source, id));
    const res = await call(readRoute, { token: late.token, body: { ids: [row!.seq!] } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
    expect(await (await getDb()).select().from(t.notificationReads).where(eq(t.notificationReads.userId, late.id))).toEqual([]);
  });
});

describe('a scheduled notice', () => {
  it('notifies no one before its start, and reaches an open stream within 2 s of it', async () => {
    const a = await fresh();
    const stream = openStream(a.token);
    const startsAt = Date.now() + 1500;
    const id = await add({ ...notice('Soon', 0), start: new Date(startsAt).toISOString() });
    expect(await noticeIds(a.token)).toEqual([]);
    expect((await inboxPage(a.token)).unread).toBe(0);
    const event = await stream.next();
    const arrived = Date.now();
    stream.close();
    expect(event?.event).toBe('notification');
    expect(JSON.parse(event!.data!)).toMatchObject({ kind: 'notice', data: { id } });
    expect(arrived).toBeGreaterThanOrEqual(startsAt);
    expect(arrived - startsAt).toBeLessThan(2000);
    expect(await noticeIds(a.token)).toEqual([id]);
  });

  it('appears in the list at its start without any stream; moving, disabling or deleting it first withdraws it', async () => {
    const a = await fresh();
    const moved = await add(notice('Moved', 60_000));
    const off = await add(notice('Off', 60_000));
    const gone = await add(notice('Gone', 60_000));
    const pending = await (await getDb()).select({ source: t.notificationBroadcasts.source }).from(t.notificationBroadcasts).where(eq(t.notificationBroadcasts.source, moved));
    expect(pending).toHaveLength(1);
    expect((await call(editNotice, { token: superToken, body: { id: off, status: '0' } })).status).toBe(200);
    expect((await call(deleteNotices, { token: superToken, url: '/api/system/notices', method: 'DELETE', body: [gone] })).status).toBe(200);
    const startsAt = Date.now() + 1500;
    expect((await call(editNotice, { token: superToken, body: { id: moved, start: new Date(startsAt).toISOString() } })).status).toBe(200);
    expect(await noticeIds(a.token)).toEqual([]);
    await expect.poll(() => noticeIds(a.token), { timeout: 5000, interval: 100 }).toEqual([moved]);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt);
    const left = await (await getDb()).select({ source: t.notificationBroadcasts.source }).from(t.notificationBroadcasts).where(eq(t.notificationBroadcasts.source, off));
    expect(left).toEqual([]);
  });
});
