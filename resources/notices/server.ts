import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { exportNoticesSchema, noticeExport } from './export';
import { listNotices, noticeDetail } from './list';
import { publishedRoutes } from './published-route';
import { noticeResource } from './resource';
import { addNotice, deleteNotices, editNotice } from './service';
import { noticeSnapshot } from './snapshot';

export const served = serveResource(noticeResource, {
  list: (input, { locale }) => listNotices(input, locale),
  detail: (id, { locale }) => noticeDetail(id, locale),
  add: (input, { session, locale }) => addNotice(input, session, locale),
  edit: (input, { locale }) => editNotice(input, locale),
  remove: (ids) => deleteNotices(ids),
  export: csvExport(exportNoticesSchema, (input, { locale }) => noticeExport(input, locale)),
  snapshot: noticeSnapshot,
}, { '/api/notices/published': publishedRoutes });
