import 'server-only';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { listTotal } from '@/lib/db/counts';
import { byteOrder, startsWith } from '@/lib/db/listing';
import { listOrder, onePage } from '@/lib/resource/list-page';
import type { ListFilesInput, FileOrderField } from './schema';
import { files } from './table';
import { fileView } from './view';

const labelKey = () => byteOrder(sql`lower(${files.name})`);

function orderKey(field: FileOrderField): SQLWrapper {
  if (field === 'name') return labelKey();
  if (field === 'mime') return byteOrder(sql`lower(${files.mime})`);
  if (field === 'bytes') return files.bytes;
  if (field === 'storage') return sql`array_position(array['database', 'local'], ${files.storage})`;
  if (field === 'author') return byteOrder(sql`lower(${files.author})`);
  return files.createdAt;
}

/** One page of files: the name's prefix (case-insensitive), in SQL; newest first by default. */
export async function listFiles(input: ListFilesInput) {
  const conditions: SQL[] = [];
  if (input.name !== '') conditions.push(startsWith(labelKey(), input.name));
  const [where] = conditions;
  const order = listOrder(input, orderKey, files.id, files.createdAt);
  const db = await getDb();
  const [rows, total] = await Promise.all([
    onePage(db.select().from(files).where(where).$dynamic(), order, input),
    listTotal(db, files, files.id, where),
  ]);
  return { list: rows.map((row) => fileView(row)), ...total };
}

/** One file, or null (404). */
export async function fileDetail(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ? fileView(row) : null;
}
