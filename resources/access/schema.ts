import { z } from 'zod';
import { idSchema, statusSchema, textSchema } from '@/lib/api/schemas';
import { editRoleSchema } from '@/resources/roles/schema';
import { editUserSchema } from '@/resources/users/schema';

/** A current role to inspect under: `all`, or a role code (held by the user: the server checks). */
const roleSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validate.invalid' });

/** POST /api/system/access: the users the inspector may pick (in scope and manageable), by username prefix. */
export const listAccessUsersSchema = z.strictObject({
  username: textSchema(64).default(''),
});

/** GET /api/system/access/user/{id}?role=: the user's effective permissions under that current role. */
export const inspectQuerySchema = z.strictObject({ role: roleSchema.default('all') });

/** POST /api/system/access/explain: may the user, under the role, open the page or take the action (on the record)? */
export const explainSchema = z.strictObject({
  userId: idSchema,
  role: roleSchema,
  path: textSchema(512).startsWith('/', { error: 'validate.invalid' }),
  action: z.enum(['add', 'edit', 'delete'], { error: 'validate.invalid' }).optional(),
  /** a user's or a group's id, checked against the user's data scope */
  recordId: idSchema.optional(),
});

export type ExplainInput = z.infer<typeof explainSchema>;

/**
 * POST /api/system/access/preview: the change a form would send, answered with who gains and loses what,
 * computed by making it in a transaction that is rolled back: the role form's edit (`kind: 'role'`), the
 * user form's roles, own grants and status (`kind: 'user'`), the permission item form's status (`kind: 'permission'`).
 */
export const previewSchema = z.discriminatedUnion(
  'kind',
  [
    editRoleSchema.extend({ kind: z.literal('role') }),
    editUserSchema.pick({ id: true, roles: true, permissions: true, status: true }).extend({ kind: z.literal('user') }),
    z.strictObject({ kind: z.literal('permission'), id: idSchema, status: statusSchema }),
  ],
  { error: 'validate.invalid' },
);

export type PreviewInput = z.infer<typeof previewSchema>;

/** POST /api/system/access/view-as: view the console as the user, under the role (`all` or one they hold), read-only. */
export const viewAsSchema = z.strictObject({ userId: idSchema, role: roleSchema.default('all') });

export type ViewAsInput = z.infer<typeof viewAsSchema>;
