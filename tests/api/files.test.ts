import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { fileContents } from '@/resources/files/table';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { startTestBucket, type TestBucket } from '../support/s3';
import { expectRefusedUnchanged, signInWithRole } from '../support/system';

const { POST: list, DELETE: remove } = endpoint('/api/system/files');
const { POST: upload } = endpoint('/api/system/files/upload');
const { POST: edit } = endpoint('/api/system/files/edit');
const { GET: detail } = endpoint('/api/system/files/detail/{id}');
const { GET: download } = endpoint('/api/system/files/download/{id}');
const { POST: exportFiles } = endpoint('/api/system/files/export');
const { DELETE: resetSettings } = endpoint('/api/system/settings');
const { POST: editSetting } = endpoint('/api/system/settings/edit');

// A 1×1 PNG and the start of a PDF: real content for the sniffer.
const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const svg = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let token: string;

/** A multipart body with one `file` part. */
function form(data: Uint8Array, name: string, type = 'application/octet-stream', field = 'file') {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return body;
}
const send = (data: Uint8Array, name: string, type?: string, as = token) => call(upload, { token: as, url: '/api/system/files/upload', raw: form(data, name, type) });
const uploaded = async (data: Uint8Array, name: string, type?: string) => {
  const res = await send(data, name, type);
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
};
const fetchFile = (id: string, query = '', as = token) => call(download, { token: as, params: { id }, url: `/api/system/files/download/${id}${query}` });

beforeAll(async () => {
  token = await signIn();
});

afterEach(() => {
  delete process.env.UPLOAD_MAX_BYTES;
  delete process.env.FILES_STORAGE;
  delete process.env.FILES_LOCAL_DIR;
});

describe('POST /api/system/files/upload', () => {
  it('stores a PNG with its sniffed type in the database; the list, the detail and the download answer it', async () => {
    const id = await uploaded(png, 'pixel.png', 'image/png');
    const row = (await call(detail, { token, params: { id } })).body.data;
    expect(row).toMatchObject({ id, name: 'pixel.png', mime: 'image/png', bytes: png.byteLength, storage: 'database', author: 'super' });
    const page = (await call(list, { token, body: { name: 'pixel' } })).body.data;
    expect(page.list.map((f: { id: string }) => f.id)).toContain(id);
    const file = await fetchFile(id);
    expect(file.status).toBe(200);
    expect([...file.bytes]).toEqual([...png]);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=pixel.png');
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const inline = await fetchFile(id, '?inline=1');
    expect(inline.headers.get('content-disposition')).toBe('inline; filename=pixel.png');
    expect(inline.headers.get('content-type')).toBe('image/png');
  });

  it('serves an SVG as an attachment, never inline, even when asked', async () => {
    const id = await uploaded(svg, 'logo.svg', 'image/svg+xml');
    const file = await fetchFile(id, '?inline=1');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=logo.svg');
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses an upload over the limit with a 413 on file, and stores nothing', async () => {
    process.env.UPLOAD_MAX_BYTES = String(png.byteLength - 1);
    await expectRefusedUnchanged(() => send(png, 'pixel.png', 'image/png'), { status: 413, field: 'file' });
    process.env.UPLOAD_MAX_BYTES = String(png.byteLength);
    expect((await send(png, 'pixel.png', 'image/png')).status).toBe(200);
  });

  it('takes the limit from the system setting, changed without a restart', async () => {
    const setLimit = await call(editSetting, { token, body: { id: 'uploadMaxBytes', value: String(png.byteLength - 1) } });
    expect(setLimit.status, setLimit.text).toBe(200);
    await expectRefusedUnchanged(() => send(png, 'pixel.png', 'image/png'), { status: 413, field: 'file' });
    expect((await call(resetSettings, { token, body: ['uploadMaxBytes'] })).status).toBe(200);
    expect((await send(png, 'pixel.png', 'image/png')).status).toBe(200);
  });

  it('refuses a lying extension, a lying content type and an unknown type with a 400 on file, and stores nothing', async () => {
    await expectRefusedUnchanged(() => send(pdf, 'photo.png', 'image/png'), {
      status: 400,
      field: 'file',
      message: "The file's name does not match its content (its extension names another type).",
    });
    await expectRefusedUnchanged(() => send(png, 'pixel.png', 'application/pdf'), { status: 400, field: 'file' });
    await expectRefusedUnchanged(() => send(png, 'pixel.pdf'), { status: 400, field: 'file' });
    await expectRefusedUnchanged(() => send(Uint8Array.from([0, 1, 2, 3, 0, 255, 254, 0]), 'blob.bin'), { status: 400, field: 'file' });
    await expectRefusedUnchanged(() => send(svg, 'logo.png', 'image/png'), { status: 400, field: 'file' });
  });

  it('refuses a body without a file part (400), a JSON body (415) and two files (400)', async () => {
    await expectRefusedUnchanged(() => call(upload, { token, raw: form(png, 'pixel.png', 'image/png', 'other') }), { status: 400, field: 'file' });
    await expectRefusedUnchanged(() => call(upload, { token, body: { file: 'x' } }), { status: 415 });
    const two = form(png, 'a.png', 'image/png');
    two.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    await expectRefusedUnchanged(() => call(upload, { token, raw: two }), { status: 400, field: 'file' });
  });
});

/** Each store: what it holds of a file's bytes (null when it holds none), and the variables that choose it. */
interface Driver {
  storage: 'database' | 'local' | 's3';
  env(): Record<string, string>;
  holds(id: string): Promise<Uint8Array | null>;
}

let bucket: TestBucket;
let folder: string;
const s3 = () => new S3Client({ endpoint: bucket.env.S3_ENDPOINT, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
const drivers: Driver[] = [
  {
    storage: 'database',
    env: () => ({}),
    async holds(id) {
      const [row] = await (await getDb()).select().from(fileContents).where(eq(fileContents.fileId, id));
      return row ? new Uint8Array(row.data) : null;
    },
  },
  {
    storage: 'local',
    env: () => ({ FILES_STORAGE: 'local', FILES_LOCAL_DIR: folder }),
    holds: async (id) => (existsSync(path.join(folder, id)) ? new Uint8Array(readFileSync(path.join(folder, id))) : null),
  },
  {
    storage: 's3',
    env: () => bucket.env,
    async holds(id) {
      try {
        const object = await s3().send(new GetObjectCommand({ Bucket: bucket.env.S3_BUCKET, Key: id }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  },
];

describe.each(drivers)('files stored by the $storage driver', (driver) => {
  beforeAll(async () => {
    bucket = await startTestBucket();
    folder = mkdtempSync(path.join(tmpdir(), 'files-'));
  });
  afterAll(async () => {
    await bucket.close();
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    Object.assign(process.env, driver.env());
  });
  afterEach(() => {
    for (const name of Object.keys(bucket.env)) delete process.env[name];
  });

  it('uploads into the store, downloads the same bytes, and deletes them with the record', async () => {
    const id = await uploaded(pdf, 'report.pdf', 'application/pdf');
    expect((await call(detail, { token, params: { id } })).body.data).toMatchObject({ storage: driver.storage, mime: 'application/pdf', bytes: pdf.byteLength });
    expect([...((await driver.holds(id)) ?? [])]).toEqual([...pdf]);
    if (driver.storage !== 'database') expect(await (await getDb()).select().from(fileContents).where(eq(fileContents.fileId, id))).toEqual([]);
    const file = await fetchFile(id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect([...file.bytes]).toEqual([...pdf]);
    expect((await call(remove, { token, method: 'DELETE', body: [id] })).status).toBe(200);
    expect(await driver.holds(id)).toBeNull();
    expect((await fetchFile(id)).status).toBe(404);
  });

  it('stores nothing for a refused upload, and a refused delete keeps the bytes', async () => {
    const id = await uploaded(png, 'kept.png', 'image/png');
    await expectRefusedUnchanged(() => send(pdf, 'photo.png', 'image/png'), { status: 400, field: 'file' });
    await expectRefusedUnchanged(() => call(remove, { token, method: 'DELETE', body: [id, 'no-such-file'] }), { status: 404 });
    expect([...((await driver.holds(id)) ?? [])]).toEqual([...png]);
  });
});

describe('files: rename, delete, export, permissions, audit', () => {
  it('renames keeping an extension of its type: another is a 400 on name, and changes nothing', async () => {
    const id = await uploaded(png, 'before.png', 'image/png');
    await expectRefusedUnchanged(() => call(edit, { token, body: { id, name: 'before.pdf' } }), { status: 400, field: 'name' });
    expect((await call(edit, { token, body: { id, name: 'after.PNG' } })).status).toBe(200);
    expect((await call(detail, { token, params: { id } })).body.data.name).toBe('after.PNG');
  });

  it('deletes the record and its bytes all or nothing', async () => {
    const id = await uploaded(png, 'gone.png', 'image/png');
    await expectRefusedUnchanged(() => call(remove, { token, method: 'DELETE', body: [id, 'no-such-file'] }), { status: 404 });
    expect((await call(remove, { token, method: 'DELETE', body: [id] })).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(fileContents).where(eq(fileContents.fileId, id))).toEqual([]);
    expect((await fetchFile(id)).status).toBe(404);
  });

  it('exports the records as CSV and as Excel', async () => {
    await uploaded(png, 'exported.png', 'image/png');
    const csv = await call(exportFiles, { token, body: { name: 'exported' } });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('exported.png,image/png,');
    const xlsx = await call(exportFiles, { token, body: { name: 'exported', format: 'xlsx' } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('refuses a role without the file page: 403 on upload, list and download; admin may', async () => {
    const id = await uploaded(png, 'private.png', 'image/png');
    const user = await signInWithRole('user002', 'user');
    await expectRefusedUnchanged(() => send(png, 'pixel.png', 'image/png', user), { status: 403 });
    expect((await call(list, { token: user, body: {} })).status).toBe(403);
    expect((await fetchFile(id, '', user)).status).toBe(403);
    const admin = await signInWithRole('user001', 'admin');
    expect((await fetchFile(id, '', admin)).status).toBe(200);
    expect((await send(png, 'by-admin.png', 'image/png', admin)).status).toBe(200);
  });

  it('records upload, rename and delete in the audit trail under the entity files', async () => {
    const id = await uploaded(png, 'audited.png', 'image/png');
    await call(edit, { token, body: { id, name: 'audited-again.png' } });
    await call(remove, { token, method: 'DELETE', body: [id] });
    const db = await getDb();
    const entries = (await db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'files'))).filter((e) => e.ids.includes(id));
    expect(entries.map((e) => e.action).sort()).toEqual(['delete', 'edit', 'upload']);
    expect(entries.find((e) => e.action === 'upload')?.after[id]).toMatchObject({ name: 'audited.png', mime: 'image/png' });
  });

  it('seeded /system/file with add, edit and delete under System, granted to super and admin', async () => {
    const db = await getDb();
    const items = await db.select().from(t.permissions).where(eq(t.permissions.path, '/system/file'));
    expect(items.map((p) => [p.type, p.action ?? '']).sort()).toEqual([['action', 'add'], ['action', 'delete'], ['action', 'edit'], ['menu', '']]);
    expect(items.find((p) => p.type === 'menu')).toMatchObject({ nameEn: 'Files' });
    const holders = await db
      .selectDistinct({ code: t.roles.code })
      .from(t.rolePermissions)
      .innerJoin(t.roles, eq(t.roles.id, t.rolePermissions.roleId))
      .where(inArray(t.rolePermissions.permissionId, items.map((p) => p.id)));
    expect(holders.map((h) => h.code).sort()).toEqual(['admin', 'super']);
  });
});
