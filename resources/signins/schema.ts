import { z } from 'zod';
import { pageSchema, sizeSchema, textSchema } from '@/lib/api/schemas';
import { momentSchema } from '@/lib/api/schemas';
import { signinResults } from '@/lib/auth/signin-results';

/** POST /api/system/signins: newest first; `username` and `address` are case-insensitive prefixes. */
export const listSigninsSchema = z.strictObject({
  username: textSchema(64).default(''),
  result: z.enum(signinResults).optional(),
  address: textSchema(64).default(''),
  /** a day (`2026-11-23`, UTC) or an instant with its offset; a day `to` includes the whole day */
  from: momentSchema.optional(),
  to: momentSchema.optional(),
  page: pageSchema,
  size: sizeSchema,
});

export type ListSigninsInput = z.infer<typeof listSigninsSchema>;
