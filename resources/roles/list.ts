import 'server-only';
import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { byteOrder, orderWithTieBreak, startsWith } from '@/lib/db/listing';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { ListRolesInput, RoleOrderField } from './schema';
import { roleViews } from './view';

// A handful of rows: expressions need no index here.
const textKey = (column: SQLWrapper) => byteOrder(sql`lower(${column})`);
const nameKey = (locale: Locale) => textKey(locale === 'zh' ? t.roles.nameZh : t.roles.nameEn);

function orderKey(field: RoleOrderField, locale: Locale): SQLWrapper {
  if (field === 'name') return nameKey(locale);
  if (field === 'role') return textKey(t.roles.code);
  if (field === 'status') return t.roles.status;
  return t.roles.createdAt;
}

/** One page of roles: code and localized-name prefixes (case-insensitive), status, in SQL. */
export async function listRoles(input: ListRolesInput, locale: Locale) {
  const conditions: SQL[] = [];
  if (input.role !== '') conditions.push(startsWith(textKey(t.roles.code), input.role));
  if (input.name !== '') conditions.push(startsWith(nameKey(locale), input.name));
  if (input.status !== 'all') conditions.push(eq(t.roles.status, input.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = input.orderField
    ? orderWithTieBreak(orderKey(input.orderField, locale), t.roles.id, input.orderValue)
    : [asc(t.roles.id)];
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t.roles)
      .where(where)
      .orderBy(...order)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: count() }).from(t.roles).where(where),
  ]);
  return { list: await roleViews(db, rows, locale), total: counted?.total ?? 0 };
}
