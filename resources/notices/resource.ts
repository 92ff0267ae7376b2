import { defineResource } from '@/lib/resource/definition';
import { addNoticeSchema, editNoticeSchema, listNoticesSchema, noticeOrderFields } from './schema';

/** Notices (`/system/notice`): announcements, a flat list paged by the server. */
export const noticeResource = defineResource({
  api: 'system/notices',
  path: '/system/notice',
  messages: 'page.system.notice',
  name: 'notices',
  contract: { list: listNoticesSchema, add: addNoticeSchema, edit: editNoticeSchema },
  orderFields: noticeOrderFields,
  exports: true,
});
