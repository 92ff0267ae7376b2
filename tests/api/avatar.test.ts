import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { GET as avatarOf } from '@/app/api/user/avatar/[id]/route';
import { DELETE as remove, GET as own, POST as upload } from '@/app/api/user/avatar/route';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables, signInWithRole } from '../support/system';

const { GET: download } = endpoint('/api/system/files/download/{id}');

const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;');
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let token: string;
let superId: string;

function form(data: Uint8Array, name: string, type = 'application/octet-stream') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return body;
}
const send = (data: Uint8Array, name: string, type?: string, as = token) => call(upload, { token: as, url: '/api/user/avatar', raw: form(data, name, type) });
const mine = async (as = token) => (await call(own, { token: as })).body.data.file as string | null;
const fetchAvatar = (id: string, as = token) => call(avatarOf, { token: as, params: { id }, url: `/api/user/avatar/${id}` });
const stored = () => dumpTables(['files', 'file_contents', 'user_avatars', 'audit_log']);

beforeAll(async () => {
  token = await signIn();
  const db = await getDb();
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'super'));
  superId = row?.id ?? '';
});

describe('/api/user/avatar', () => {
  it('uploads, serves inline with nosniff, replaces (deleting the old file) and removes', async () => {
    expect(await mine()).toBeNull();
    const first = await send(png, 'me.png', 'image/png');
    expect(first.status, first.text).toBe(200);
    const firstId = first.body.data.file as string;
    expect(await mine()).toBe(firstId);
    const image = await fetchAvatar(superId);
    expect(image.status).toBe(200);
    expect([...image.bytes]).toEqual([...png]);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBe('inline; filename=me.png');

    const second = await send(gif, 'me.gif', 'image/gif');
    expect(second.status, second.text).toBe(200);
    expect(await mine()).toBe(second.body.data.file);
    expect((await call(download, { token, params: { id: firstId } })).status).toBe(404);
    expect([...(await fetchAvatar(superId)).bytes]).toEqual([...gif]);

    expect((await call(remove, { token, method: 'DELETE' })).status).toBe(200);
    expect(await mine()).toBeNull();
    expect((await fetchAvatar(superId)).status).toBe(404);
    expect((await call(download, { token, params: { id: second.body.data.file } })).status).toBe(404);
  });

  it('refuses SVG, a non-image and an image over 1 MB with a 4xx on file, and changes nothing', async () => {
    expect((await send(png, 'kept.png', 'image/png')).status).toBe(200);
    const before = await stored();
    for (const [data, name, status] of [
      [svg, 'me.svg', 400],
      [pdf, 'me.pdf', 400],
      [svg, 'me.png', 400],
      [new Uint8Array([...png, ...new Uint8Array(1024 * 1024)]), 'big.png', 413],
    ] as const) {
      const res = await send(data, name);
      expect(res.status, `${name}: ${res.text}`).toBe(status);
      expect(Object.keys(res.body.fields ?? {})).toEqual(['file']);
      expect(await stored()).toBe(before);
    }
  });

  it("serves another user's avatar only inside the data scope: 404 outside it, as for no avatar", async () => {
    const user = await signInWithRole('user002', 'user');
    expect((await send(png, 'u2.png', 'image/png', user)).status).toBe(200);
    const db = await getDb();
    const [u2] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'user002'));
    expect((await fetchAvatar(u2?.id ?? '')).status).toBe(200);
    expect((await send(png, 'super.png', 'image/png')).status).toBe(200);
    await db.update(t.roles).set({ dataScope: 'self' }).where(eq(t.roles.code, 'user'));
    try {
      expect((await fetchAvatar(u2?.id ?? '', user)).status).toBe(200);
      const outside = await fetchAvatar(superId, user);
      expect(outside.status).toBe(404);
      expect(outside.body.code).toBe(404);
    } finally {
      await db.update(t.roles).set({ dataScope: 'all' }).where(eq(t.roles.code, 'user'));
    }
    expect((await fetchAvatar(superId, user)).status).toBe(200);
  });

  it('records setting and removing as an avatar write of the user', async () => {
    await send(png, 'audited.png', 'image/png');
    await call(remove, { token, method: 'DELETE' });
    const db = await getDb();
    const entries = (await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'avatar'))).filter((e) => e.ids.includes(superId));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.every((e) => e.entity === 'users')).toBe(true);
  });
});
