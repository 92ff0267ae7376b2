import 'server-only';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { listTotal } from '@/lib/db/counts';
import { byteOrder, startsWith } from '@/lib/db/listing';
import { listOrder, onePage } from '@/lib/resource/list-page';
import type { ListSsorulesInput, SsoruleOrderField } from './schema';
import { ssorules } from '@/lib/db/schema';
import { ssoruleView } from './view';

const labelKey = () => byteOrder(sql`lower(${ssorules.value})`);

function orderKey(field: SsoruleOrderField): SQLWrapper {
  if (field === 'value') return labelKey();
  if (field === 'provider') return byteOrder(sql`lower(${ssorules.provider})`);
  if (field === 'claim') return byteOrder(sql`lower(${ssorules.claim})`);
  if (field === 'role') return byteOrder(ssorules.role);
  return ssorules.createdAt;
}

/** One page of ssorules: the value's prefix (case-insensitive), in SQL; newest first by default. */
export async function listSsorules(input: ListSsorulesInput) {
  const conditions: SQL[] = [];
  if (input.value !== '') conditions.push(startsWith(labelKey(), input.value));
  const where = conditions[0];
  const order = listOrder(input, orderKey, ssorules.id, ssorules.createdAt);
  const db = await getDb();
  const [rows, total] = await Promise.all([
    onePage(db.select().from(ssorules).where(where).$dynamic(), order, input),
    listTotal(db, ssorules, ssorules.id, where),
  ]);
  return { list: rows.map((row) => ssoruleView(row)), ...total };
}

/** One ssorule, or null (404). */
export async function ssoruleDetail(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(ssorules).where(eq(ssorules.id, id));
  return row ? ssoruleView(row) : null;
}
