import 'server-only';
import type { z } from 'zod';
import { arrayBatches, exportSchema, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import { unscoped } from '@/lib/scope/users';
import type { Locale } from '@/lib/i18n/locales';
import { statusLabel } from '@/lib/i18n/labels';
import { translate } from '@/lib/i18n/translate';
import { treeNeighbours } from '@/lib/tree/neighbours';
import { groupFilterSchema } from './schema';
import { groupOptions, listGroups, type GroupItem } from './service';

/** The group table's columns (its column ids), in its order. */
export const groupExportKeys = ['name', 'id', 'status', 'create', 'order', 'parentGroup', 'brotherGroup'] as const;

/** POST /api/system/groups/export: the list's filters. */
export const exportGroupsSchema = exportSchema(groupFilterSchema.omit({ page: true, size: true }), groupExportKeys);
export type ExportGroupsInput = z.infer<typeof exportGroupsSchema>;

/** Every group the list shows for these filters, flattened in tree order; parent and brother by name. */
export async function groupExport(input: ExportGroupsInput, locale: Locale): Promise<CsvExport<GroupItem>> {
  const [rows, all] = await Promise.all([listGroups(input, locale), groupOptions(locale, unscoped)]);
  const tree = treeNeighbours(all);
  const h = (key: string) => translate(locale, `page.system.group.header.${key}`);
  const columns: CsvColumn<GroupItem>[] = [
    { key: 'name', label: h('name'), value: (g) => g.name },
    { key: 'id', label: h('id'), value: (g) => g.id },
    { key: 'status', label: h('status'), value: (g) => statusLabel(locale, g.status) },
    { key: 'create', label: h('createTime'), value: (g) => g.create },
    { key: 'order', label: h('order'), value: (g) => String(g.order) },
    { key: 'parentGroup', label: h('parentGroup'), value: tree.parent },
    { key: 'brotherGroup', label: h('brotherGroup'), value: tree.brother },
  ];
  return { columns, batches: arrayBatches(rows) };
}
