import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { exportSsorulesSchema, ssoruleExport } from './export';
import { listSsorules, ssoruleDetail } from './list';
import { ssoruleResource } from './resource';
import { addSsorule, deleteSsorules, editSsorule } from './service';
import { ssoruleSnapshot } from './snapshot';

/** Single sign-on role rules (claim value → role), served from the registry: /api/system/ssorules, .../add, .../edit, .../detail/{id}, .../export. */
export const served = serveResource(ssoruleResource, {
  list: (input) => listSsorules(input),
  detail: (id) => ssoruleDetail(id),
  add: (input, { session, locale }) => addSsorule(input, session, locale),
  edit: (input, { session, locale }) => editSsorule(input, session, locale),
  remove: (ids, { session, locale }) => deleteSsorules(ids, session, locale),
  export: csvExport(exportSsorulesSchema, (input, { locale }) => ssoruleExport(input, locale)),
  snapshot: ssoruleSnapshot,
});
