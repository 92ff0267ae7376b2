import { z } from 'zod';
import { idSchema, plainText, statusFilterSchema, statusSchema, textSchema } from '@/lib/api/schemas';
import { emailSchema, phoneSchema, userNameSchema } from '@/lib/api/schemas';
import { whenValid } from '@/lib/api/cross-field';
import { notUsername, passwordSchema } from '@/lib/auth/password-rule';
import { permissionIdsSchema } from '@/resources/roles/schema';
import { listSchema } from '@/lib/resource/list-schema';

/** The contract of the user endpoints and forms; error strings are message ids. */

/**
 * At least 4 characters, no whitespace, control or format characters; stored NFKC-normalised
 * (fullwidth `ｓｕｐｅｒ` is `super`) and unique regardless of case (lib/db/schema.ts).
 */
export const usernameSchema = z
  .string()
  .regex(plainText, { error: 'validate.controlCharacters' })
  .trim()
  .normalize('NFKC')
  .min(4, { error: 'validate.username' })
  .max(64)
  .regex(/^[^\s\p{C}]+$/u, { error: 'validate.usernameFormat' });
/** Role codes as the user forms send them; whether they exist is checked against the database. */
export const userRolesSchema = z.array(textSchema(64).min(1)).max(50);

const userFields = {
  name: userNameSchema,
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  group: idSchema,
  status: statusSchema,
  roles: userRolesSchema,
  permissions: permissionIdsSchema,
};

/**
 * Without `password` the server picks a random one and answers it once; a given one follows the password
 * rule (lib/auth/password-rule.ts), so it is not the username either.
 */
export const addUserSchema = z
  .strictObject({
    ...userFields,
    status: statusSchema.default('1'),
    roles: userRolesSchema.default([]),
    permissions: permissionIdsSchema.default([]),
    password: passwordSchema.optional(),
  })
  .superRefine(
    notUsername('password', (v) => v),
    whenValid('password', 'username'),
  );

/** Edits are partial (a status toggle sends `{id, status}` only) and never touch the password. */
export const editUserSchema = z.strictObject({ id: idSchema }).extend(z.strictObject(userFields).partial().shape);

export const userFilterFields = ['name', 'username', 'email', 'phone'] as const;
export const userOrderFields = ['name', 'username', 'email', 'phone', 'group', 'status', 'create'] as const;

export const listUsersSchema = listSchema({
  filters: {
    filterField: z.enum(userFilterFields).default('name'),
    filterValue: textSchema(128).default(''),
    /** a group id: its whole subtree; '' or the root '00' means everyone */
    group: textSchema(64).default(''),
    /** '1' enabled, '0' disabled, 'all' (the default) either */
    status: statusFilterSchema,
    /** count every match even past the estimate threshold (`total` is then never estimated) */
    exactTotal: z.boolean().optional(),
  },
  order: userOrderFields,
});

export type AddUserInput = z.infer<typeof addUserSchema>;
export type EditUserInput = z.infer<typeof editUserSchema>;
export type ListUsersInput = z.infer<typeof listUsersSchema>;
export type UserFilterField = (typeof userFilterFields)[number];
export type UserOrderField = (typeof userOrderFields)[number];
