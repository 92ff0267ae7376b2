import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { exportPermissionsSchema, permissionExport } from './export';
import { addBrotherPermission, addChildPermission, deletePermissions, editPermission, movePermission } from './mutations';
import { permissionResource } from './resource';
import { allPermissions, listPermissions, permissionDetail } from './service';
import { permissionSnapshot } from './snapshot';

export const served = serveResource(permissionResource, {
  list: (input, { locale }) => listPermissions(input, locale),
  all: (_, { locale }) => allPermissions(locale),
  detail: (id, { locale }) => permissionDetail(id, locale),
  edit: (input, { locale }) => editPermission(input, locale),
  addChild: (input, { locale }) => addChildPermission(input, locale),
  addBrother: (input, { locale }) => addBrotherPermission(input, locale),
  move: (input, { locale }) => movePermission(input, locale),
  remove: (ids, { locale }) => deletePermissions(ids, locale),
  export: csvExport(exportPermissionsSchema, (input, { locale }) => permissionExport(input, locale)),
  snapshot: permissionSnapshot,
});
