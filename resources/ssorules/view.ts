import 'server-only';
import type { ssorules } from '@/lib/db/schema';

type SsoruleRow = typeof ssorules.$inferSelect;
export type SsoruleView = ReturnType<typeof ssoruleView>;

/** A time as the tables show it: `YYYY-MM-DD HH:mm` (UTC). */
export const minutes = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
const seconds = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** A ssorule as the API answers it. */
export function ssoruleView(row: SsoruleRow) {
  return {
    id: row.id,
    value: row.value,
    provider: row.provider,
    claim: row.claim,
    role: row.role,
    create: seconds(row.createdAt),
    update: seconds(row.updatedAt),
  };
}
