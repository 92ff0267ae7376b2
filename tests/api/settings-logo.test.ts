import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { endpoint } from '@/tests/support/endpoint';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { expectRefusedUnchanged } from '../support/system';

const logo = endpoint('/api/system/settings/logo');
const { GET: download } = endpoint('/api/system/files/download/{id}');
const { DELETE: deleteFiles } = endpoint('/api/system/files');
const { POST: editSetting } = endpoint('/api/system/settings/edit');
const url = '/api/system/settings/logo';

const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const webp = new Uint8Array([...new TextEncoder().encode('RIFF'), 26, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8L'), 13, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;');
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const text = new TextEncoder().encode('not an image at all\n');

let token: string;

function form(data: Uint8Array, name: string, type: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return body;
}
const send = (data: Uint8Array, name: string, type = 'application/octet-stream', as = token) => call(logo.POST, { token: as, url, raw: form(data, name, type) });
const uploaded = async (data: Uint8Array, name: string, type?: string) => {
  const res = await send(data, name, type);
  expect(res.status, res.text).toBe(200);
  return res.body.data.file as string;
};
const remove = (as = token) => call(logo.DELETE, { token: as, url, method: 'DELETE' });
// No token: the sign-in page asks for it before anyone is signed in.
const fetchLogo = (query = '', headers: Record<string, string> = {}) => call(logo.GET, { url: `${url}${query}`, headers });

beforeAll(async () => {
  token = await signIn();
});

afterEach(async () => {
  delete process.env.FILES_STORAGE;
  delete process.env.FILES_LOCAL_DIR;
  await remove();
});

describe('the console logo (/api/system/settings/logo)', () => {
  it('is served to anyone, inline with its sniffed type, nosniff and an ETag; 304 while unchanged; 404 without one', async () => {
    const none = await fetchLogo();
    expect(none.status).toBe(404);
    expect(none.body.code).toBe(404);

    const file = await uploaded(png, 'logo.png', 'image/png');
    const image = await fetchLogo();
    expect(image.status).toBe(200);
    expect([...image.bytes]).toEqual([...png]);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('etag')).toBe(`"${file}"`);
    // Unversioned: revalidated each time; the pages' versioned URL may be kept.
    expect(image.headers.get('cache-control')).toBe('public, no-cache');
    expect((await fetchLogo(`?v=${file}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetchLogo('?v=an-old-one')).headers.get('cache-control')).toBe('public, no-cache');

    const again = await fetchLogo('', { 'if-none-match': `"${file}"` });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    expect(again.headers.get('etag')).toBe(`"${file}"`);
    expect((await fetchLogo('', { 'if-none-match': '"another"' })).status).toBe(200);
  });

  it('takes PNG, JPEG and WebP; a new logo replaces the old one and its file; remove brings back the built-in mark', async () => {
    const first = await uploaded(png, 'logo.png', 'image/png');
    const second = await uploaded(jpeg, 'logo.jpg', 'image/jpeg');
    expect((await call(download, { token, params: { id: first } })).status).toBe(404);
    expect((await fetchLogo()).headers.get('content-type')).toBe('image/jpeg');
    const third = await uploaded(webp, 'logo.webp');
    expect((await call(download, { token, params: { id: second } })).status).toBe(404);
    const served = await fetchLogo();
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('etag')).toBe(`"${third}"`);

    const removed = await remove();
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ file: null });
    expect((await fetchLogo()).status).toBe(404);
    expect((await call(download, { token, params: { id: third } })).status).toBe(404);
    expect((await remove()).status).toBe(200);
  });

  it('refuses SVG, a non-image, a GIF, a lying name or type, and an oversize file with a 4xx on file, changing nothing', async () => {
    await uploaded(png, 'kept.png', 'image/png');
    for (const [data, name, type, status] of [
      [svg, 'logo.svg', 'image/svg+xml', 400],
      [svg, 'logo.png', 'image/png', 400],
      [pdf, 'logo.pdf', 'application/pdf', 400],
      [text, 'logo.png', 'image/png', 400],
      [gif, 'logo.gif', 'image/gif', 400],
      [png, 'logo.jpg', 'image/jpeg', 400],
      [png, 'logo.png', 'image/jpeg', 400],
      [new Uint8Array([...png, ...new Uint8Array(512 * 1024)]), 'big.png', 'image/png', 413],
    ] as const) {
      await expectRefusedUnchanged(() => send(data, name, type), { status, field: 'file' });
    }
    expect((await fetchLogo()).status).toBe(200);
  });

  it('is held below the upload limit when that is smaller than 512 KB', async () => {
    expect((await call(editSetting, { token, body: { id: 'uploadMaxBytes', value: 64 } })).status).toBe(200);
    try {
      await expectRefusedUnchanged(() => send(png, 'logo.png', 'image/png'), { status: 413, field: 'file' });
    } finally {
      await call(editSetting, { token, body: { id: 'uploadMaxBytes', value: 10_485_760 } });
    }
  });

  it('refuses a user who may open the settings page but not edit them, changing nothing', async () => {
    await uploaded(png, 'kept.png', 'image/png');
    const role = await createRole(token, ['0005', '000509'], 'all');
    const reader = await createUser(token, { roles: [role] });
    const readerToken = await signIn(reader.username, reader.password);
    await expectRefusedUnchanged(() => send(png, 'mine.png', 'image/png', readerToken), { status: 403 });
    await expectRefusedUnchanged(() => remove(readerToken), { status: 403 });
    await expectRefusedUnchanged(() => send(png, 'anon.png', 'image/png', ''), { status: 401 });
  });

  it("records setting and removing as a setting's edit and reset of consoleLogo, with the file before and after", async () => {
    const file = await uploaded(png, 'audited.png', 'image/png');
    await remove();
    const db = await getDb();
    const entries = await db.select().from(t.auditLog).where(eq(t.auditLog.endpoint, url));
    const set = entries.find((e) => e.after && 'consoleLogo' in e.after && (e.after.consoleLogo as { file: string }).file === file);
    expect(set).toMatchObject({ entity: 'settings', action: 'edit', ids: ['consoleLogo'], before: {}, after: { consoleLogo: { file, name: 'audited.png', mime: 'image/png', bytes: png.byteLength } } });
    const removed = entries.find((e) => e.before && 'consoleLogo' in e.before && (e.before.consoleLogo as { file: string }).file === file);
    expect(removed).toMatchObject({ entity: 'settings', action: 'delete', ids: ['consoleLogo'], after: {} });
  });

  it('goes with its file when the file is deleted on the files page', async () => {
    const file = await uploaded(png, 'logo.png', 'image/png');
    expect((await call(deleteFiles, { token, method: 'DELETE', body: [file] })).status).toBe(200);
    expect((await fetchLogo()).status).toBe(404);
  });

  describe('in a local folder (FILES_STORAGE=local)', () => {
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(path.join(tmpdir(), 'logo-'));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('keeps the bytes in the folder, serves them, and deletes them on replace and remove', async () => {
      Object.assign(process.env, { FILES_STORAGE: 'local', FILES_LOCAL_DIR: folder });
      const first = await uploaded(png, 'logo.png', 'image/png');
      expect(existsSync(path.join(folder, first))).toBe(true);
      expect([...(await fetchLogo()).bytes]).toEqual([...png]);
      const second = await uploaded(jpeg, 'logo.jpeg', 'image/jpeg');
      expect(readdirSync(folder)).toEqual([second]);
      await remove();
      expect(readdirSync(folder)).toEqual([]);
    });
  });
});
