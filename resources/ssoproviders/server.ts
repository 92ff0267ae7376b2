import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { exportSsoprovidersSchema, ssoproviderExport } from './export';
import { listSsoproviders, ssoproviderDetail } from './list';
import { ssoproviderResource } from './resource';
import { addSsoprovider, deleteSsoproviders, editSsoprovider } from './service';
import { ssoproviderSnapshot } from './snapshot';

/** Single sign-on providers added in the console (super only), served from the registry: /api/system/ssoproviders, .../add, .../edit, .../detail/{id}, .../export. */
export const served = serveResource(ssoproviderResource, {
  list: (input) => listSsoproviders(input),
  detail: (id) => ssoproviderDetail(id),
  add: (input, { locale }) => addSsoprovider(input, locale),
  edit: (input) => editSsoprovider(input),
  remove: (ids) => deleteSsoproviders(ids),
  export: csvExport(exportSsoprovidersSchema, (input, { locale }) => ssoproviderExport(input, locale)),
  snapshot: ssoproviderSnapshot,
});
