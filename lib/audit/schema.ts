import { z } from 'zod';
import { textSchema } from '@/lib/api/schemas';
import { auditEntities } from './entities';

// A day (`2026-11-23`, the whole day in UTC) or an instant with its offset (`2026-11-23T08:00:00+08:00`).
const momentSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

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
