import { z } from 'zod';
import { momentSchema, textSchema } from '@/lib/api/schemas';
import { auditEntities } from '@/lib/trail/entities';

/** GET /api/system/audit: newest first; `user` is a case-insensitive prefix of the username. */
export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  user: textSchema(64).default(''),
  // lazy: the registry, which lists this resource too, has loaded by the first request
  entity: z.lazy(() => z.enum(auditEntities())).optional(),
  from: momentSchema.optional(),
  to: momentSchema.optional(),
  /** `true`: count every match even past the estimate threshold */
  exactTotal: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;
