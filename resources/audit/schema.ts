import { z } from 'zod';
import { textSchema } from '@/lib/api/schemas';
import { auditEntities } from '@/lib/trail/entities';

// A day (`2026-11-23`, the whole day in UTC) or an instant with its offset (`2026-11-23T08:00:00+08:00`),
// from 1970-01-01 to 9999-12-30: the end of a later day, or a year 0, is no timestamp PostgreSQL takes.
const lastMoment = Date.UTC(9999, 11, 30, 23, 59, 59, 999);
const inRange = (value: string) => {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return ms >= 0 && ms <= lastMoment;
};
export const momentSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).refine(inRange, { error: 'validate.dateRange' });

/** GET /api/system/audit: newest first; `user` is a case-insensitive prefix of the username. */
export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  user: textSchema(64).default(''),
  entity: z.enum(auditEntities).optional(),
  from: momentSchema.optional(),
  to: momentSchema.optional(),
  /** `true`: count every match even past the estimate threshold */
  exactTotal: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;
