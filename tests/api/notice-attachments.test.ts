import { beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables, signInWithRole } from '../support/system';

const { POST: upload } = endpoint('/api/system/files/upload');
const { GET: fileDownload } = endpoint('/api/system/files/download/{id}');
const { DELETE: deleteNotices } = endpoint('/api/system/notices');
const { POST: addNotice } = endpoint('/api/system/notices/add');
const { POST: editNotice } = endpoint('/api/system/notices/edit');
const { GET: noticeDetail } = endpoint('/api/system/notices/detail/{id}');
const { GET: published } = endpoint('/api/notices/published');
const { GET: attachment } = endpoint('/api/notices/attachment/{id}');

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const day = 86_400_000;
const when = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 16).replace('T', ' ');
const notice = (title: string, extra: Record<string, unknown> = {}) => ({ titleEn: title, titleZh: title, bodyEn: 'Read the attachment.', start: when(-day), end: when(day), ...extra });

let token: string;
let admin: string;
let user: string;

async function uploadAs(as: string, name = 'minutes.pdf') {
  const raw = new FormData();
  raw.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  const res = await call(upload, { token: as, url: '/api/system/files/upload', raw });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
}
const download = (id: string, as: string) => call(attachment, { token: as, params: { id }, url: `/api/notices/attachment/${id}` });
const stored = () => dumpTables(['notices', 'notice_files', 'files', 'audit_log']);

beforeAll(async () => {
  token = await signIn();
  admin = await signInWithRole('user001', 'admin');
  user = await signInWithRole('user002', 'user');
});

describe('notice attachments', () => {
  it('attaches uploaded files in order; the detail and the dashboard list them; readers download them', async () => {
    const first = await uploadAs(token, 'agenda.pdf');
    const second = await uploadAs(token, 'minutes.pdf');
    const added = await call(addNotice, { token, body: notice('With files', { files: [second, first] }) });
    expect(added.status, added.text).toBe(200);
    const id = added.body.data.id as string;
    const detail = (await call(noticeDetail, { token, params: { id } })).body.data;
    expect(detail.files.map((f: { name: string }) => f.name)).toEqual(['minutes.pdf', 'agenda.pdf']);
    const shown = (await call(published, { token: user })).body.data.find((n: { id: string }) => n.id === id);
    expect(shown.files.map((f: { id: string }) => f.id)).toEqual([second, first]);
    // A user without /system/file reads the file through the notice, not through the file page.
    expect((await call(fileDownload, { token: user, params: { id: first } })).status).toBe(403);
    const file = await download(first, user);
    expect(file.status).toBe(200);
    expect([...file.bytes]).toEqual([...pdf]);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=agenda.pdf');
  });

  it("serves a hidden notice's attachment only to the notice page's readers: 404 to everyone else, and for a file on no notice", async () => {
    const id = await uploadAs(token, 'draft.pdf');
    const added = await call(addNotice, { token, body: notice('Hidden', { status: '0', files: [id] }) });
    expect(added.status, added.text).toBe(200);
    expect((await download(id, admin)).status).toBe(200);
    expect((await download(id, user)).status).toBe(404);
    const loose = await uploadAs(token, 'loose.pdf');
    expect((await download(loose, user)).status).toBe(404);
    expect((await download(loose, token)).status).toBe(404);
  });

  it("refuses to attach another user's file, an unknown id or a repeated one with a 400 on files, and changes nothing", async () => {
    const theirs = await uploadAs(admin, 'theirs.pdf');
    const mine = await uploadAs(token, 'mine.pdf');
    const before = await stored();
    for (const files of [[theirs], ['no-such-file'], [mine, mine]]) {
      const res = await call(addNotice, { token, body: notice('Refused', { files }) });
      expect(res.status, res.text).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['files']);
      expect(await stored()).toBe(before);
    }
    const kept = await call(addNotice, { token: admin, body: notice('Theirs', { files: [theirs] }) });
    expect(kept.status, kept.text).toBe(200);
    const noticeId = kept.body.data.id as string;
    // Already attached: another editor may keep it, reorder it or add their own beside it.
    const edited = await call(editNotice, { token, body: { id: noticeId, files: [mine, theirs] } });
    expect(edited.status, edited.text).toBe(200);
    const refusedBefore = await stored();
    const other = await uploadAs(admin, 'other.pdf');
    const afterUpload = await stored();
    expect(afterUpload).not.toBe(refusedBefore);
    expect((await call(editNotice, { token, body: { id: noticeId, files: [other] } })).status).toBe(400);
    expect(await stored()).toBe(afterUpload);
  });

  it('deleting a notice detaches its files: they stay on the file page, and no longer download as attachments', async () => {
    const id = await uploadAs(token, 'kept.pdf');
    const added = await call(addNotice, { token, body: notice('Gone soon', { files: [id] }) });
    const noticeId = added.body.data.id as string;
    expect((await call(deleteNotices, { token, method: 'DELETE', body: [noticeId] })).status).toBe(200);
    expect((await call(fileDownload, { token, params: { id } })).status).toBe(200);
    expect((await download(id, token)).status).toBe(404);
  });
});
