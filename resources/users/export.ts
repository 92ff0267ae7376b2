import 'server-only';
import type { z } from 'zod';
import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import type { Locale } from '@/lib/i18n/locales';
import type { ScopedSession } from '@/lib/scope/users';
import { statusLabel } from '@/lib/i18n/labels';
import { translate } from '@/lib/i18n/translate';
import { permissionNamer } from '@/resources/permissions/names';
import { listUsers } from './list';
import { listUsersSchema } from './schema';
import type { UserView } from './view';

/** The user table's columns (its column ids), in its order. */
export const userExportKeys = ['name', 'username', 'email', 'phone', 'group', 'status', 'create', 'roles', 'permissions'] as const;

/** POST /api/system/users/export: the list's filters and sort, no paging. */
export const exportUsersSchema = exportSchema(listUsersSchema.omit({ page: true, size: true, exactTotal: true }), userExportKeys);
export type ExportUsersInput = z.infer<typeof exportUsersSchema>;

/** Every user the list shows for these filters, in its order; roles and permissions by name. */
/** Scoped as the list is (lib/scope/users.ts): a user outside the session's data scope is in no export. */
export async function userExport(input: ExportUsersInput, locale: Locale, session: ScopedSession): Promise<CsvExport<UserView>> {
  const permissionNames = await permissionNamer(locale);
  const h = (key: string) => translate(locale, `page.system.user.header.${key}`);
  const columns: CsvColumn<UserView>[] = [
    { key: 'name', label: h('name'), value: (u) => u.name },
    { key: 'username', label: h('userName'), value: (u) => u.username },
    { key: 'email', label: h('email'), value: (u) => u.email },
    { key: 'phone', label: h('phone'), value: (u) => u.phone },
    { key: 'group', label: h('groupName'), value: (u) => u.groupName },
    { key: 'status', label: h('status'), value: (u) => statusLabel(locale, u.status) },
    { key: 'create', label: h('createTime'), value: (u) => u.create },
    { key: 'roles', label: h('roles'), value: (u) => u.roles.map((r) => r.name).join('; ') },
    { key: 'permissions', label: h('permissions'), value: (u) => permissionNames(u.permissions).join('; ') },
  ];
  const filter = { ...input, exactTotal: false };
  return { columns, batches: pagedBatches(async (page, size) => (await listUsers({ ...filter, page, size }, locale, session)).list) };
}
