import 'server-only';
import type { z } from 'zod';
import { arrayBatches, exportSchema, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import type { Locale } from '@/lib/i18n/locales';
import { dictLabel, statusLabel } from '@/lib/i18n/labels';
import { translate } from '@/lib/i18n/translate';
import { treeNeighbours } from '@/lib/tree/neighbours';
import { permissionFilterSchema } from './schema';
import { allPermissions, filterPermissions, type PermissionItem } from './service';

/** The permission table's columns (its column ids), in its order. */
export const permissionExportKeys = ['name', 'id', 'path', 'action', 'type', 'status', 'create', 'order', 'parentPermission', 'brotherPermission'] as const;

/** POST /api/system/permissions/export: the list's filters. */
export const exportPermissionsSchema = exportSchema(permissionFilterSchema.omit({ page: true, size: true }), permissionExportKeys);
export type ExportPermissionsInput = z.infer<typeof exportPermissionsSchema>;

/** Every item the list shows for these filters, flattened in tree order; parent and brother by name. */
export async function permissionExport(input: ExportPermissionsInput, locale: Locale): Promise<CsvExport<PermissionItem>> {
  const all = await allPermissions(locale);
  const tree = treeNeighbours(all);
  const h = (key: string) => translate(locale, `page.system.permission.header.${key}`);
  const columns: CsvColumn<PermissionItem>[] = [
    { key: 'name', label: h('name'), value: (p) => p.name },
    { key: 'id', label: h('id'), value: (p) => p.id },
    { key: 'path', label: h('path'), value: (p) => p.path },
    { key: 'action', label: h('action'), value: (p) => dictLabel(locale, 'dict.permissionAction', p.action) },
    { key: 'type', label: h('type'), value: (p) => dictLabel(locale, 'dict.permissionType', p.type) },
    { key: 'status', label: h('status'), value: (p) => statusLabel(locale, p.status) },
    { key: 'create', label: h('createTime'), value: (p) => p.create },
    { key: 'order', label: h('order'), value: (p) => String(p.order) },
    { key: 'parentPermission', label: h('parentPermission'), value: tree.parent },
    { key: 'brotherPermission', label: h('brotherPermission'), value: tree.brother },
  ];
  return { columns, batches: arrayBatches(filterPermissions(all, input)) };
}
