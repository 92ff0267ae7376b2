import { z } from 'zod';
import { textSchema } from '@/lib/api/schemas';
import { listSchema } from '@/lib/resource/list-schema';

/** The contract of the session endpoints (POST/DELETE /api/system/sessions, /api/user/sessions). */

export const sessionOrderFields = ['username', 'group', 'address', 'signedInAt', 'lastActiveAt'] as const;

export const listSessionsSchema = listSchema({
  filters: {
    /** a case-insensitive prefix of the username */
    username: textSchema(64).default(''),
    /** a group id: its whole subtree; '' or the root '00' means everyone */
    group: textSchema(64).default(''),
  },
  /** without an orderField, the most recently active first */
  order: sessionOrderFields,
});

export type ListSessionsInput = z.infer<typeof listSessionsSchema>;
export type SessionOrderField = (typeof sessionOrderFields)[number];
