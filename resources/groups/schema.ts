import { z } from 'zod';
import { bilingualNameFields, requireBothNames, whenNamesValid } from '@/lib/api/bilingual-name';
import { idSchema, statusFilterSchema, statusSchema, textSchema } from '@/lib/api/schemas';
import { parentIdSchema } from '@/lib/tree/parent-schema';

/** The virtual "All" root: every group sits below it; it cannot be edited, moved, deleted or given a brother. */
export const rootGroupId = '00';

export const groupIdSchema = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9]{2,}$/, { error: 'validate.groupId' });
const groupNameFields = bilingualNameFields('validate.groupName');

/** POST /api/system/groups. `page`/`size` are what the reference client sends; a tree is never paged. */
export const groupFilterSchema = z.strictObject({
  id: textSchema(64).default(''),
  name: textSchema(64).default(''),
  status: statusFilterSchema,
  page: z.number().int().positive().optional(),
  size: z.number().int().positive().optional(),
});

/** A new group's fields: both names are required (`name` alone stands for both: lib/api/bilingual-name.ts). */
const newGroupFields = { id: groupIdSchema, ...groupNameFields, status: statusSchema.default('1') };

/** POST /api/system/groups/addChild: the new group goes last under its parent (`00` or `''` for top level). */
export const addChildGroupSchema = z.strictObject({ parentId: parentIdSchema, ...newGroupFields }).superRefine(requireBothNames, whenNamesValid);

/** POST /api/system/groups/addBrother: the new group goes right after its brother. */
export const addBrotherGroupSchema = z.strictObject({ brotherId: idSchema, ...newGroupFields }).superRefine(requireBothNames, whenNamesValid);

/**
 * POST /api/system/groups/edit: `nameEn`, `nameZh` (the spec's `name`: the request locale's column) and
 * status. `parentId` (the reference client always sends it): the same parent is ignored; another moves
 * the group to its end.
 */
export const editGroupSchema = z.strictObject({
  id: idSchema,
  parentId: parentIdSchema.optional(),
  ...groupNameFields,
  status: statusSchema.optional(),
});

/** The parent a body names: `''` is the root. */
export const groupParentOf = (parentId: string): string => (parentId === '' ? rootGroupId : parentId);

export type GroupFilter = z.infer<typeof groupFilterSchema>;
export type AddChildGroup = z.infer<typeof addChildGroupSchema>;
export type AddBrotherGroup = z.infer<typeof addBrotherGroupSchema>;
export type EditGroup = z.infer<typeof editGroupSchema>;
