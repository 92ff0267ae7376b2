import type { NoticeItem } from '@/resources/notices/ui/notice-api';
import { ok, type ApiCall, type Answer } from './api';
import { actions } from './render';

/** Every notice grant: the page's add, edit and delete. */
export const noticeGrants = actions('/system/notice', 'add', 'edit', 'delete');

/** A notice as the list answers it. */
export function notice(n: number, patch: Partial<NoticeItem> = {}): NoticeItem {
  return {
    id: `n-${n}`,
    title: `Notice ${n}`,
    titleEn: `Notice ${n}`,
    titleZh: `通知 ${n}`,
    body: `Body ${n}`,
    bodyEn: `Body ${n}`,
    bodyZh: `正文 ${n}`,
    level: 'info',
    status: '1',
    start: '2030-01-01 08:00',
    end: '2030-01-08 08:00',
    author: 'admin',
    create: '2029-12-31 08:00:00',
    update: '2029-12-31 08:00:00',
    files: [],
    ...patch,
  };
}

/** `count` notices, numbered from 1. */
export const noticeList = (count: number) => Array.from({ length: count }, (_, i) => notice(i + 1));

const numberIn = (body: unknown, key: string): number | undefined => {
  const value: unknown = typeof body === 'object' && body !== null ? Object.getOwnPropertyDescriptor(body, key)?.value : undefined;
  return typeof value === 'number' ? value : undefined;
};

/** `POST system/notices` over these rows: the page the body asks for (no filtering, no sorting). */
export function pagedList(rows: readonly NoticeItem[]) {
  return (call: ApiCall): Answer => {
    const page = numberIn(call.body, 'page') ?? 1;
    const size = numberIn(call.body, 'size') ?? 10;
    return ok({ list: rows.slice((page - 1) * size, page * size), total: rows.length });
  };
}
