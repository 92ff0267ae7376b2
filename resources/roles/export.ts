import 'server-only';
import type { z } from 'zod';
import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import type { Locale } from '@/lib/i18n/locales';
import { statusLabel } from '@/lib/i18n/labels';
import { translate } from '@/lib/i18n/translate';
import { permissionNamer } from '@/resources/permissions/names';
import { listRoles } from './list';
import { listRolesSchema } from './schema';
import type { RoleView } from './view';

/** The role table's columns (its column ids), in its order. */
export const roleExportKeys = ['name', 'role', 'status', 'dataScope', 'create', 'permissions'] as const;

/** POST /api/system/roles/export: the list's filters and sort, no paging. */
export const exportRolesSchema = exportSchema(listRolesSchema.omit({ page: true, size: true }), roleExportKeys);
export type ExportRolesInput = z.infer<typeof exportRolesSchema>;

/** Every role the list shows for these filters, in its order; permissions by name. */
export async function roleExport(input: ExportRolesInput, locale: Locale): Promise<CsvExport<RoleView>> {
  const permissionNames = await permissionNamer(locale);
  const h = (key: string) => translate(locale, `page.system.role.header.${key}`);
  const columns: CsvColumn<RoleView>[] = [
    { key: 'name', label: h('name'), value: (r) => r.name },
    { key: 'role', label: h('role'), value: (r) => r.role },
    { key: 'status', label: h('status'), value: (r) => statusLabel(locale, r.status) },
    { key: 'dataScope', label: h('dataScope'), value: (r) => translate(locale, `page.system.role.scope.${r.dataScope}`) },
    { key: 'create', label: h('createTime'), value: (r) => r.create },
    { key: 'permissions', label: h('permissions'), value: (r) => permissionNames(r.permissions).join('; ') },
  ];
  return { columns, batches: pagedBatches(async (page, size) => (await listRoles({ ...input, page, size }, locale)).list) };
}
