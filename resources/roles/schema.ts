import { z } from 'zod';
import {
  idSchema,
  statusFilterSchema,
  statusSchema,
  textSchema,
} from '@/lib/api/schemas';
import { bilingualNameFields, requireBothNames, whenNamesValid } from '@/lib/api/bilingual-name';
import { dataScopeSchema } from '@/lib/scope/data-scope';
import { listSchema } from '@/lib/resource/list-schema';

/** The contract of the role endpoints and forms; error strings are message ids. */


/** A role code (the spec's RoleId): at least 2 English letters, nothing else. */
export const roleCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,}$/, { error: 'validate.role' })
  .max(32);
export const permissionIdsSchema = z.array(idSchema).max(1000);

const roleFields = {
  role: roleCodeSchema,
  ...bilingualNameFields('validate.roleName'),
  status: statusSchema,
  permissions: permissionIdsSchema,
  dataScope: dataScopeSchema,
  /** its holders must sign in with a second factor */
  mfaRequired: z.boolean(),
};

/** Both names are required (`name` alone stands for both: lib/api/bilingual-name.ts). */
export const addRoleSchema = z
  .strictObject({
    ...roleFields,
    status: statusSchema.default('1'),
    permissions: permissionIdsSchema.default([]),
    dataScope: dataScopeSchema.default('all'),
    // absent: the `roleMfaDefault` setting decides (resources/roles/service.ts)
    mfaRequired: z.boolean().optional(),
  })
  .superRefine(requireBothNames, whenNamesValid);

/** Edits are partial: a status toggle sends `{id, status}` only; each name sets its own column. */
export const editRoleSchema = z.strictObject({ id: idSchema }).extend(z.strictObject(roleFields).partial().shape);

export const roleOrderFields = ['name', 'role', 'status', 'create'] as const;

export const listRolesSchema = listSchema({
  filters: {
    role: textSchema(64).default(''),
    name: textSchema(64).default(''),
    status: statusFilterSchema,
  },
  order: roleOrderFields,
});

export type AddRoleInput = z.infer<typeof addRoleSchema>;
export type EditRoleInput = z.infer<typeof editRoleSchema>;
export type ListRolesInput = z.infer<typeof listRolesSchema>;
export type RoleOrderField = (typeof roleOrderFields)[number];
