import 'server-only';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { listTotal } from '@/lib/db/counts';
import { byteOrder, orderWithTieBreak, startsWith } from '@/lib/db/listing';
import type { ListSsoprovidersInput, SsoproviderOrderField } from './schema';
import { ssoProviders as ssoproviders } from '@/lib/db/schema';
import { ssoproviderView } from './view';

const labelKey = () => byteOrder(sql`lower(${ssoproviders.name})`);

function orderKey(field: SsoproviderOrderField): SQLWrapper {
  if (field === 'name') return labelKey();
  if (field === 'code') return byteOrder(sql`lower(${ssoproviders.code})`);
  if (field === 'issuer') return byteOrder(sql`lower(${ssoproviders.issuer})`);
  if (field === 'clientId') return byteOrder(sql`lower(${ssoproviders.clientId})`);
  if (field === 'status') return ssoproviders.status;
  return ssoproviders.createdAt;
}

/** One page of the console's providers: the name's prefix (case-insensitive) and the status, in SQL; newest first by default. */
export async function listSsoproviders(input: ListSsoprovidersInput) {
  const conditions: SQL[] = [];
  if (input.name !== '') conditions.push(startsWith(labelKey(), input.name));
  if (input.status !== 'all') conditions.push(eq(ssoproviders.status, input.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = input.orderField
    ? orderWithTieBreak(orderKey(input.orderField), ssoproviders.id, input.orderValue)
    : orderWithTieBreak(ssoproviders.createdAt, ssoproviders.id, 'desc');
  const db = await getDb();
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(ssoproviders)
      .where(where)
      .orderBy(...order)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    listTotal(db, ssoproviders, ssoproviders.id, where),
  ]);
  return { list: rows.map((row) => ssoproviderView(row)), ...total };
}

/** One provider, or null (404). */
export async function ssoproviderDetail(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(ssoproviders).where(eq(ssoproviders.id, id));
  return row ? ssoproviderView(row) : null;
}
