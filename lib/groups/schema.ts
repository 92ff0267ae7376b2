import { z } from 'zod';
import { idSchema, nameSchema, statusFilterSchema, statusSchema, textSchema } from '@/lib/api/schemas';

/** The virtual "All" root: every group sits below it; it cannot be edited, moved, deleted or given a brother. */
export const rootGroupId = '00';

export const groupIdSchema = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9]{2,}$/, { error: 'validate.groupId' });
export const groupNameSchema = nameSchema('validate.groupName');

/** POST /api/system/groups. `page`/`size` are what the reference client sends; a tree is never paged. */
export const groupFilterSchema = z.strictObject({
  id: textSchema(64).default(''),
  name: textSchema(64).default(''),
  status: statusFilterSchema,
  page: z.number().int().positive().optional(),
  size: z.number().int().positive().optional(),
});

const newGroupFields = { id: groupIdSchema, name: groupNameSchema, status: statusSchema.default('1') };

/** POST /api/system/groups/addChild: the new group goes last under its parent (`00` for top level). */
export const addChildGroupSchema = z.strictObject({ parentId: idSchema, ...newGroupFields });

/** POST /api/system/groups/addBrother: the new group goes right after its brother. */
export const addBrotherGroupSchema = z.strictObject({ brotherId: idSchema, ...newGroupFields });

/** POST /api/system/groups/edit: the name is written in the request locale's column. */
export const editGroupSchema = z.strictObject({
  id: idSchema,
  name: groupNameSchema.optional(),
  status: statusSchema.optional(),
});

export type GroupFilter = z.infer<typeof groupFilterSchema>;
export type AddChildGroup = z.infer<typeof addChildGroupSchema>;
export type AddBrotherGroup = z.infer<typeof addBrotherGroupSchema>;
export type EditGroup = z.infer<typeof editGroupSchema>;
