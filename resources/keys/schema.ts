import { z } from 'zod';
import { idSchema, nameSchema, textSchema } from '@/lib/api/schemas';
import { dateTimeSchema } from '@/lib/api/date-time';
import { listSchema } from '@/lib/resource/list-schema';

/** The contract of the key endpoints (POST/DELETE /api/system/keys, /api/user/keys, /api/user/keys/add). */

export const keyOrderFields = ['username', 'name', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

export const listKeysSchema = listSchema({
  filters: {
    /** a case-insensitive prefix of the owner's username */
    username: textSchema(64).default(''),
  },
  /** without an orderField, the newest first */
  order: keyOrderFields,
});

/** The longest a key may live: a year (a day more for time zones is not given). */
export const keyMaxDays = 366;

export const addKeySchema = z.strictObject({
  name: nameSchema('validate.keyName', 64),
  /** when the key stops working: required, in the future and at most a year ahead (checked by the service) */
  expiresAt: dateTimeSchema('validate.keyExpiry'),
  /** permission ids, each one the user holds now */
  permissions: z.array(idSchema).min(1).max(1000),
});

export type ListKeysInput = z.infer<typeof listKeysSchema>;
export type AddKeyInput = z.infer<typeof addKeySchema>;
export type KeyOrderField = (typeof keyOrderFields)[number];
