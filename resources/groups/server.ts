import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { exportGroupsSchema, groupExport } from './export';
import { addBrotherGroup, addChildGroup, deleteGroups, editGroup, moveGroup } from './mutations';
import { groupResource } from './resource';
import { groupDetail, listGroups } from './service';
import { groupSnapshot } from './snapshot';

export const served = serveResource(groupResource, {
  list: (input, { locale }) => listGroups(input, locale),
  detail: (id, { locale }) => groupDetail(id, locale),
  edit: (input, { session, locale }) => editGroup(input, session, locale),
  addChild: (input, { session, locale }) => addChildGroup(input, session, locale),
  addBrother: (input, { session, locale }) => addBrotherGroup(input, session, locale),
  move: (input, { session, locale }) => moveGroup(input, session, locale),
  remove: (ids, { session, locale }) => deleteGroups(ids, session, locale),
  export: csvExport(exportGroupsSchema, (input, { locale }) => groupExport(input, locale)),
  snapshot: groupSnapshot,
});
