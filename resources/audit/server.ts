import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { assertKnownEntity } from './entity-filter';
import { auditExport, exportAuditSchema } from './export';
import { listAudit } from './list';
import { referenceNames } from './names';
import { auditResource } from './resource';

export const served = serveResource(auditResource, {
  // One page (newest first), the filtered total, and the current names of the permissions, roles and
  // groups its snapshots refer to.
  list: async (query, { session, locale }) => {
    assertKnownEntity(query.entity, locale);
    const page = await listAudit(query, session);
    return { ...page, names: await referenceNames(page.list, locale) };
  },
  export: csvExport(exportAuditSchema, async (input, { session, locale }) => {
    assertKnownEntity(input.entity, locale);
    return auditExport(input, session, locale);
  }),
});
