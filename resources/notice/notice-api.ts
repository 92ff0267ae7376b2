import { resourceClient } from '@/components/resource/resource-client';
import { noticeResource } from './resource';
import type { ListNoticesInput } from './schema';
import type { NoticeView } from './view';

export type NoticeItem = NoticeView;
export type NoticeListFilter = Pick<ListNoticesInput, 'title' | 'level' | 'status' | 'page' | 'size'> &
  Partial<Pick<ListNoticesInput, 'orderField' | 'orderValue'>>;

/** Notices in the browser. A write also re-renders the server components: the dashboard lists them. */
export const notices = resourceClient<NoticeItem, NoticeListFilter>(noticeResource, { empty: { list: [], total: 0 }, refreshServer: true });
