import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { deleteRoles } from './delete';
import { exportRolesSchema, roleExport } from './export';
import { listRoles } from './list';
import { roleResource } from './resource';
import { addRole, editRole } from './service';
import { roleDetail } from './view';
import { roleSnapshot } from './snapshot';

export const served = serveResource(roleResource, {
  list: (input, { locale }) => listRoles(input, locale),
  detail: (id, { locale }) => roleDetail(id, locale),
  add: (input, { locale, session }) => addRole(input, locale, session),
  edit: (input, { locale, session }) => editRole(input, locale, session),
  remove: (ids, { locale, session }) => deleteRoles(ids, session, locale),
  export: csvExport(exportRolesSchema, (input, { locale }) => roleExport(input, locale)),
  snapshot: roleSnapshot,
});
