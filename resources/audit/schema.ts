import { z } from 'zod';
import { momentSchema, textSchema } from '@/lib/api/schemas';

/** GET /api/system/audit: newest first; `user` is a case-insensitive prefix of the username. */
export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  user: textSchema(64).default(''),
  /** a registered resource with writes (`users`, `roles`, … `notices`): checked by the service (entity-filter.ts) */
  entity: z.string().max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'validate.invalid' }).optional(),
  from: momentSchema.optional(),
  to: momentSchema.optional(),
  /** `true`: count every match even past the estimate threshold */
  exactTotal: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;
