import 'server-only';
import type { files } from './table';

type FileRow = typeof files.$inferSelect;
export type FileView = ReturnType<typeof fileView>;

const seconds = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** A file's record as the API answers it (its bytes come from `download/{id}`). */
export function fileView(row: FileRow) {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    bytes: row.bytes,
    storage: row.storage,
    author: row.author,
    create: seconds(row.createdAt),
  };
}
