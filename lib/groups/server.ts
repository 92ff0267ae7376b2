import 'server-only';
import { csvExport, serveResource } from '@/lib/resource/service';
import { exportGroupsSchema, groupExport } from './export';
import { addBrotherGroup, addChildGroup, deleteGroups, editGroup, moveGroup } from './mutations';
import { groupResource } from './resource';
import { groupDetail, listGroups } from './service';

export const groups = serveResource(groupResource, {
  list: (input, { locale }) => listGroups(input, locale),
  detail: (id, { locale }) => groupDetail(id, locale),
  edit: (input, { locale }) => editGroup(input, locale),
  addChild: (input, { locale }) => addChildGroup(input, locale),
  addBrother: (input, { locale }) => addBrotherGroup(input, locale),
  move: (input, { locale }) => moveGroup(input, locale),
  remove: (ids, { locale }) => deleteGroups(ids, locale),
  export: csvExport(exportGroupsSchema, (input, { locale }) => groupExport(input, locale)),
});
