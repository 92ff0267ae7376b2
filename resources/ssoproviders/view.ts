import 'server-only';
import type { ssoProviders as ssoproviders } from '@/lib/db/schema';

type SsoproviderRow = typeof ssoproviders.$inferSelect;
export type SsoproviderView = ReturnType<typeof ssoproviderView>;

/** A time as the tables show it: `YYYY-MM-DD HH:mm` (UTC). */
export const minutes = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
const seconds = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** A provider as the API answers it: never its client secret (not even sealed). */
export function ssoproviderView(row: SsoproviderRow) {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    issuer: row.issuer,
    clientId: row.clientId,
    roleClaim: row.roleClaim,
    jit: row.jit,
    mfaAmr: row.mfaAmr,
    mfaAcr: row.mfaAcr,
    status: row.status,
    create: seconds(row.createdAt),
    update: seconds(row.updatedAt),
  };
}
