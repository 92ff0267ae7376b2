import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { GET: published } = endpoint('/api/notices/published');
const { POST: addNotice } = endpoint('/api/system/notices/add');
const { GET: noticeDetail } = endpoint('/api/system/notices/detail/{id}');
const { POST: editNotice } = endpoint('/api/system/notices/edit');

// A notice's text is stored in both languages, like its title: `bodyEn` and `bodyZh`; `body` answers the
// request language's, or the other one when that is empty. The former single `body` is still accepted:
// on add it fills whichever of the pair is absent, on edit it sets the request language's (the pair wins).
type Bodies = { body: string; bodyEn: string; bodyZh: string };

let token: string;
const day = 86_400_000;
const when = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 16).replace('T', ' ');
const window = () => ({ start: when(-day), end: when(day) });

async function add(title: string, fields: Record<string, unknown>) {
  const res = await call(addNotice, { token, body: { titleEn: title, titleZh: `${title} 中`, ...window(), ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as string;
}
async function bodies(id: string, locale = 'en'): Promise<Bodies> {
  const res = await call(noticeDetail, { token, locale, params: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const data = res.body.data as Bodies;
  return { body: data.body, bodyEn: data.bodyEn, bodyZh: data.bodyZh };
}
async function edit(body: Record<string, unknown>, locale = 'en') {
  const res = await call(editNotice, { token, locale, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  token = await signIn();
});

describe('a notice body in both languages', () => {
  it('stores both texts and answers the reader’s as body', async () => {
    const id = await add('Both', { bodyEn: 'Read-only tonight.', bodyZh: '今晚只读。' });
    expect(await bodies(id)).toEqual({ body: 'Read-only tonight.', bodyEn: 'Read-only tonight.', bodyZh: '今晚只读。' });
    expect((await bodies(id, 'zh')).body).toBe('今晚只读。');
  });

  it('falls back to the other language when the reader’s text is empty, either way', async () => {
    const enOnly = await add('English only', { bodyEn: 'Only English.' });
    expect(await bodies(enOnly, 'zh')).toEqual({ body: 'Only English.', bodyEn: 'Only English.', bodyZh: '' });
    const zhOnly = await add('Chinese only', { bodyZh: '只有中文。' });
    expect(await bodies(zhOnly, 'en')).toEqual({ body: '只有中文。', bodyEn: '', bodyZh: '只有中文。' });
    const none = await add('No text', {});
    expect(await bodies(none, 'zh')).toEqual({ body: '', bodyEn: '', bodyZh: '' });
  });

  it('shows each dashboard the text in its language', async () => {
    const id = await add('Dashboard text', { bodyEn: 'English text.', bodyZh: '中文正文。' });
    const read = async (locale: string) => {
      const res = await call(published, { token, locale });
      expect(res.status).toBe(200);
      return (res.body.data as ({ id: string } & Bodies)[]).find((n) => n.id === id)?.body;
    };
    expect(await read('en')).toBe('English text.');
    expect(await read('zh')).toBe('中文正文。');
  });

  it('edits one language alone, leaving the other', async () => {
    const id = await add('Edit one', { bodyEn: 'Old English.', bodyZh: '旧中文。' });
    await edit({ id, bodyZh: '新中文。' });
    expect(await bodies(id)).toEqual({ body: 'Old English.', bodyEn: 'Old English.', bodyZh: '新中文。' });
    await edit({ id, status: '0' });
    expect((await bodies(id)).bodyZh).toBe('新中文。');
  });

  it("keeps the former single body: both texts on add, the request language's on edit, the pair winning", async () => {
    const id = await add('Legacy', { body: 'One text.' });
    expect(await bodies(id)).toEqual({ body: 'One text.', bodyEn: 'One text.', bodyZh: 'One text.' });
    await edit({ id, body: '一段正文。' }, 'zh');
    expect(await bodies(id)).toEqual({ body: 'One text.', bodyEn: 'One text.', bodyZh: '一段正文。' });
    await edit({ id, body: 'Ignored', bodyEn: 'Pair wins.' });
    expect((await bodies(id)).bodyEn).toBe('Pair wins.');
    const mixed = await add('Legacy mixed', { body: 'Fills the absent one.', bodyZh: '中文自己的。' });
    expect(await bodies(mixed)).toEqual({ body: 'Fills the absent one.', bodyEn: 'Fills the absent one.', bodyZh: '中文自己的。' });
  });

  it('validates each text under its own field (at most 2000 characters, storable), changing nothing', async () => {
    const long = 'a'.repeat(2001);
    const refused = await call(addNotice, { token, body: { titleEn: 'Too long', titleZh: '太长', ...window(), bodyEn: long, bodyZh: long } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields).sort()).toEqual(['bodyEn', 'bodyZh']);
    const id = await add('Valid', { bodyEn: 'Kept.', bodyZh: '保留。' });
    const edited = await call(editNotice, { token, locale: 'zh', body: { id, bodyZh: 'x\u0000y' } });
    expect(edited.status).toBe(400);
    expect(Object.keys(edited.body.fields)).toEqual(['bodyZh']);
    expect((await call(editNotice, { token, body: { id, body: long } })).body.fields).toHaveProperty('body');
    expect(await bodies(id)).toEqual({ body: 'Kept.', bodyEn: 'Kept.', bodyZh: '保留。' });
    expect((await call(addNotice, { token, body: { titleEn: 'Max', titleZh: '最长', ...window(), bodyEn: 'a'.repeat(2000), bodyZh: '中'.repeat(2000) } })).status).toBe(200);
  });
});
