import { endpoint } from '@/tests/support/endpoint';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { POST as listRoute } from '@/app/api/user/notifications/route';
import { POST as readRoute } from '@/app/api/user/notifications/read/route';
import { POST as changePassword } from '@/app/api/user/password/route';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { notify } from '@/lib/notifications/notify';
import { pruneNotifications } from '@/lib/notifications/retention';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { inboxPage, signedInNewUser } from '../support/inbox';
import { openStream } from '../support/notification-stream';

const { DELETE: adminSignOut } = endpoint('/api/system/sessions');
const { POST: addNotice } = endpoint('/api/system/notices/add');
const { POST: editNotice } = endpoint('/api/system/notices/edit');

// Notifications (issue 32): written by the server, listed and marked read by their own user, streamed live.
let superToken: string;

const fresh = () => signedInNewUser(superToken);
const stateOf = async (userId: string) => {
  const db = await getDb();
  return db.select({ id: t.notifications.id, readAt: t.notifications.readAt }).from(t.notifications).where(eq(t.notifications.userId, userId)).orderBy(t.notifications.id);
};

beforeAll(async () => {
  superToken = await signIn();
});

describe('POST /api/user/notifications', () => {
  it('lists one’s own notifications newest first, a page at a time, with the unread count; nobody else’s', async () => {
    const a = await fresh();
    const b = await fresh();
    const db = await getDb();
    for (let i = 1; i <= 5; i += 1) await notify(db, a.id, 'import', { n: i });
    await notify(db, b.id, 'import', { n: 99 });
    const first = await inboxPage(a.token, { pageSize: 2 });
    expect(first.list.map((n) => n.data.n)).toEqual([5, 4]);
    expect(first.unread).toBe(5);
    expect(first.list[0]).toMatchObject({ kind: 'import', read: false });
    const second = await inboxPage(a.token, { pageSize: 2, before: first.next });
    expect(second.list.map((n) => n.data.n)).toEqual([3, 2]);
    const last = await inboxPage(a.token, { pageSize: 2, before: second.next });
    expect(last.list.map((n) => n.data.n)).toEqual([1]);
    expect(last.next).toBeNull();
    expect((await inboxPage(b.token)).list.map((n) => n.data.n)).toEqual([99]);
  });

  it('refuses bad input with 400 and the envelope, and a signed-out call with 401', async () => {
    const a = await fresh();
    for (const body of [{ pageSize: 0 }, { pageSize: 101 }, { before: 'x' }, { extra: 1 }]) {
      const res = await call(listRoute, { token: a.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
    }
    expect((await call(listRoute, { body: {} })).status).toBe(401);
  });
});

describe('POST /api/user/notifications/read', () => {
  it('marks listed ids read; someone else’s or an unknown id is a 404 that changes nothing; {all: true} marks the rest', async () => {
    const a = await fresh();
    const b = await fresh();
    const db = await getDb();
    for (let i = 1; i <= 3; i += 1) await notify(db, a.id, 'import', { n: i });
    await notify(db, b.id, 'import', { n: 1 });
    const [theirs] = await stateOf(b.id);
    const mine = (await inboxPage(a.token)).list;
    const before = await stateOf(a.id);
    const refused = await call(readRoute, { token: a.token, body: { ids: [mine[0]!.id, theirs!.id] } });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(404);
    expect(await stateOf(a.id)).toEqual(before);
    expect(await stateOf(b.id)).toEqual([{ id: theirs!.id, readAt: null }]);
    for (const body of [{}, { ids: [] }, { ids: ['1'] }, { all: false }, { ids: [1], all: true }]) {
      expect((await call(readRoute, { token: a.token, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(await stateOf(a.id)).toEqual(before);
    const marked = await call(readRoute, { token: a.token, body: { ids: [mine[0]!.id] } });
    expect(marked.body.data).toEqual({ unread: 2 });
    expect((await inboxPage(a.token, { unreadOnly: true })).list.map((n) => n.id)).toEqual([mine[1]!.id, mine[2]!.id]);
    expect((await call(readRoute, { token: a.token, body: { all: true } })).body.data).toEqual({ unread: 0 });
    expect((await stateOf(b.id))[0]!.readAt).toBeNull();
  });
});

describe('GET /api/user/notifications/stream', () => {
  it('sends what comes after Last-Event-ID, then each new one live, and ends when the session is signed out', async () => {
    const a = await fresh();
    const db = await getDb();
    await notify(db, a.id, 'import', { n: 1 });
    await notify(db, a.id, 'import', { n: 2 });
    const [one] = await stateOf(a.id);
    const stream = openStream(a.token, { 'last-event-id': String(one!.id) });
    const answer = await stream.answer;
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    const resumed = await stream.next();
    expect(resumed).toMatchObject({ event: 'notification', id: String(one!.id + 1) });
    expect(JSON.parse(resumed!.data!)).toMatchObject({ kind: 'import', data: { n: 2 } });
    await notify(db, a.id, 'import', { n: 3 });
    const live = await stream.next();
    expect(JSON.parse(live!.data!)).toMatchObject({ data: { n: 3 } });
    // Signed out: the next wake finds the session gone and closes the stream, sending nothing more.
    await db.delete(t.sessions).where(eq(t.sessions.userId, a.id));
    await notify(db, a.id, 'import', { n: 4 });
    expect(await stream.next()).toMatchObject({ event: 'signedOut' });
    expect(await stream.next()).toBeNull();
  });

  it('starts after the newest one without Last-Event-ID, and after ?after= when given', async () => {
    const a = await fresh();
    const db = await getDb();
    await notify(db, a.id, 'import', { n: 1 });
    const stream = openStream(a.token);
    await stream.answer;
    await notify(db, a.id, 'import', { n: 2 });
    expect(JSON.parse((await stream.next())!.data!)).toMatchObject({ data: { n: 2 } });
    stream.close();
    const again = openStream(a.token, {}, '?after=0');
    expect(JSON.parse((await again.next())!.data!)).toMatchObject({ data: { n: 1 } });
    again.close();
    expect((await openStream(a.token, {}, '?after=x').answer).status).toBe(400);
  });
});

describe('what writes a notification', () => {
  const kinds = async (token: string) => (await inboxPage(token)).list.map((n) => ({ kind: n.kind, data: n.data }));
  const when = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 16).replace('T', ' ');
  const notice = (title: string, start: number) => ({ titleEn: title, titleZh: `${title} 中`, body: 'x', level: 'info', start: when(start), end: when(86_400_000 * 2) });

  it('a password change, and an administrator signing out one of the user’s sessions', async () => {
    const a = await fresh();
    const res = await call(changePassword, { token: a.token, body: { currentPassword: a.password, newPassword: 'another-pass-88' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const other = await signIn(a.username, 'another-pass-88');
    const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    expect((await call(adminSignOut, { token: superToken, body: [sid(a.token)] })).status).toBe(200);
    const left = other;
    const got = await kinds(left);
    expect(got).toContainEqual({ kind: 'password', data: {} });
    expect(got).toContainEqual({ kind: 'signedOut', data: { by: 'super' } });
  });

  it('a wrong current password writes none', async () => {
    const a = await fresh();
    expect((await call(changePassword, { token: a.token, body: { currentPassword: 'wrong', newPassword: 'another-pass-88' } })).status).toBe(400);
    expect(await stateOf(a.id)).toEqual([]);
  });

  it('a sign-in from a new address or browser, but not the first sign-in nor one from a known pair', async () => {
    const user = await createUser(superToken);
    const from = (address: string, agent: string) => call(login, { body: { username: user.username, password: user.password }, address, headers: { 'user-agent': agent } });
    await from('198.51.100.1', 'Browser A');
    await from('198.51.100.1', 'Browser A');
    expect(await stateOf(user.id)).toEqual([]);
    await from('198.51.100.2', 'Browser A');
    await from('198.51.100.1', 'Browser B');
    const token = (await from('198.51.100.1', 'Browser A')).body.data.token as string;
    expect(await kinds(token)).toEqual([
      { kind: 'signin', data: { address: '198.51.100.1', browser: 'Browser B', newAddress: 0, newBrowser: 1 } },
      { kind: 'signin', data: { address: '198.51.100.2', browser: 'Browser A', newAddress: 1, newBrowser: 0 } },
    ]);
  });

  it('a notice published now reaches every user; a refused one none', async () => {
    const a = await fresh();
    expect((await call(addNotice, { token: superToken, body: { ...notice('Bad', -60_000), end: when(-120_000) } })).status).toBe(400);
    expect(await stateOf(a.id)).toEqual([]);
    const added = await call(addNotice, { token: superToken, body: notice('Now', -60_000) });
    expect(added.status).toBe(200);
    expect(await kinds(a.token)).toEqual([{ kind: 'notice', data: { id: added.body.data.id, titleEn: 'Now', titleZh: 'Now 中' } }]);
  });

  it('a disabled notice enabled by an edit reaches every user once; editing a shown one does not', async () => {
    const a = await fresh();
    const added = await call(addNotice, { token: superToken, body: { titleEn: 'Off', titleZh: 'Off 中', body: 'x', level: 'info', status: '0', start: when(-60_000), end: when(86_400_000) } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await stateOf(a.id)).toEqual([]);
    const id = added.body.data.id as string;
    expect((await call(editNotice, { token: superToken, body: { id, status: '1', titleEn: 'On' } })).status).toBe(200);
    expect((await call(editNotice, { token: superToken, body: { id, titleEn: 'On again' } })).status).toBe(200);
    expect(await kinds(a.token)).toEqual([{ kind: 'notice', data: { id, titleEn: 'On', titleZh: 'Off 中' } }]);
  });
});

describe('retention', () => {
  it('prunes notifications older than the days kept, read or not', async () => {
    const a = await fresh();
    const db = await getDb();
    await notify(db, a.id, 'import', { n: 1 });
    await notify(db, a.id, 'import', { n: 2 });
    const [old] = await stateOf(a.id);
    await db.update(t.notifications).set({ at: new Date(Date.now() - 91 * 86_400_000) }).where(eq(t.notifications.id, old!.id));
    expect(await pruneNotifications(db, 90)).toBeGreaterThanOrEqual(1);
    expect((await stateOf(a.id)).map((r) => r.id)).toEqual([old!.id + 1]);
  });
});
