import { z } from 'zod';
import { orderValueSchema, pageSchema, sizeSchema, textSchema } from '@/lib/api/schemas';

/** The contract of the session endpoints (POST/DELETE /api/system/sessions, /api/user/sessions). */

export const sessionOrderFields = ['username', 'group', 'address', 'signedInAt', 'lastActiveAt'] as const;

export const listSessionsSchema = z.strictObject({
  /** a case-insensitive prefix of the username */
  username: textSchema(64).default(''),
  /** a group id: its whole subtree; '' or the root '00' means everyone */
  group: textSchema(64).default(''),
  page: pageSchema,
  size: sizeSchema,
  /** without it, the most recently active first */
  orderField: z.enum(sessionOrderFields).optional(),
  orderValue: orderValueSchema,
});

export type ListSessionsInput = z.infer<typeof listSessionsSchema>;
export type SessionOrderField = (typeof sessionOrderFields)[number];
