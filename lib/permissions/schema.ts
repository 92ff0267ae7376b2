import { z } from 'zod';
import { idSchema, nameSchema, statusFilterSchema, statusSchema, textSchema } from '@/lib/api/schemas';

export const permissionTypeSchema = z.enum(['menu', 'action', 'function', 'api']);
export const permissionActionSchema = z.enum(['add', 'delete', 'edit']);
export const permissionIdSchema = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9]{2,}$/, { error: 'validate.permissionId' });
export const permissionNameSchema = nameSchema('validate.name');
/** A menu path: `/` then lower-case segments of a-z, 0-9, `-` and `_`, joined by single slashes. */
export const menuPathSchema = z
  .string()
  .max(200)
  .regex(/^\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/, { error: 'validate.path' });

/** POST /api/system/permissions. `path` is the page's Path box; `page`/`size` are sent but a tree is never paged. */
export const permissionFilterSchema = z.strictObject({
  id: textSchema(64).default(''),
  name: textSchema(64).default(''),
  path: textSchema(200).default(''),
  status: statusFilterSchema,
  page: z.number().int().positive().optional(),
  size: z.number().int().positive().optional(),
});

/**
 * A new item: `type` defaults to menu. A menu (function, api) needs a path and has no action; an
 * action needs its action, and its path is always its parent menu's (a path sent for it is ignored).
 */
const newPermissionFields = {
  id: permissionIdSchema,
  name: permissionNameSchema,
  status: statusSchema.default('1'),
  type: permissionTypeSchema.default('menu'),
  path: z.string().max(200).optional(),
  action: permissionActionSchema.nullable().optional(),
};

type NewPermissionFields = { type: string; path?: string | undefined; action?: string | null | undefined };

function checkKind(value: NewPermissionFields, ctx: z.RefinementCtx): void {
  if (value.type === 'action') {
    if (!value.action) ctx.addIssue({ code: 'custom', path: ['action'], message: 'validate.required' });
    return;
  }
  if (value.action) ctx.addIssue({ code: 'custom', path: ['action'], message: 'validate.actionOnly' });
  if (value.path === undefined) ctx.addIssue({ code: 'custom', path: ['path'], message: 'validate.required' });
  else if (!menuPathSchema.safeParse(value.path).success) {
    ctx.addIssue({ code: 'custom', path: ['path'], message: 'validate.path' });
  }
}

/** POST /api/system/permissions/addChild: last under `parentId` ('' for top level). */
export const addChildPermissionSchema = z
  .strictObject({ parentId: z.union([z.literal(''), idSchema]), ...newPermissionFields })
  .superRefine(checkKind);

/** POST /api/system/permissions/addBrother: right after `brotherId`. */
export const addBrotherPermissionSchema = z
  .strictObject({ brotherId: idSchema, ...newPermissionFields })
  .superRefine(checkKind);

/**
 * POST /api/system/permissions/edit: any of name (written in the request locale's column), status,
 * type, path (menus only; an action's path follows its menu) and action (actions only).
 */
export const editPermissionSchema = z.strictObject({
  id: idSchema,
  name: permissionNameSchema.optional(),
  status: statusSchema.optional(),
  type: permissionTypeSchema.optional(),
  path: menuPathSchema.optional(),
  action: permissionActionSchema.nullable().optional(),
});

export type PermissionType = z.infer<typeof permissionTypeSchema>;
export type PermissionAction = z.infer<typeof permissionActionSchema>;
export type PermissionFilter = z.infer<typeof permissionFilterSchema>;
export type AddChildPermission = z.infer<typeof addChildPermissionSchema>;
export type AddBrotherPermission = z.infer<typeof addBrotherPermissionSchema>;
export type EditPermission = z.infer<typeof editPermissionSchema>;
