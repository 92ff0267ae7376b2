import { resourceClient } from '@/components/resource/resource-client';
import type { ContractInput } from '@/lib/resource/definition';
import { noticeResource } from '@/resources/notices/resource';
import type { NoticeView } from '@/resources/notices/view';

/** A notice as the API answers it (the list's rows and the detail). */
export type NoticeItem = NoticeView;
/** The list's body, from the contract (what the client sends: `z.input`). */
export type NoticeListFilter = ContractInput<typeof noticeResource, 'list'>;

/** Notices in the browser. A write also re-renders the server components: the dashboard lists them. */
export const notices = resourceClient<NoticeItem, typeof noticeResource>(noticeResource, { empty: { list: [], total: 0 }, refreshServer: true });
