import { z } from 'zod';
import { menuIconNames } from '@/lib/menu-icons';
import { bilingualNameFields, requireBothNames, whenNamesValid } from '@/lib/api/bilingual-name';
import { whenValid } from '@/lib/api/cross-field';
import { idSchema, statusFilterSchema, statusSchema, textSchema } from '@/lib/api/schemas';
import { parentIdSchema } from '@/lib/tree/parent-schema';

export const permissionTypeSchema = z.enum(['menu', 'action', 'function', 'api']);
export const permissionActionSchema = z.enum(['add', 'delete', 'edit']);
export const permissionIdSchema = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9]{2,}$/, { error: 'validate.permissionId' });
/** A menu item's sidebar icon, from the fixed set. */
export const menuIconSchema = z.enum(menuIconNames);
/** Both titles of an item (the sidebar's, per language) and the spec's `name` (lib/api/bilingual-name.ts). */
const titleFields = bilingualNameFields('validate.name');
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

/** The spec's client sends `action: ''` for an item that is not an action: the same as none (`null`). */
const actionFieldSchema = z
  .union([permissionActionSchema, z.literal('')])
  .nullable()
  .optional()
  .describe("An action item's action; '' or null for any other item.");

/**
 * A new item: `type` defaults to action when an action is sent, else to menu. A menu (function, api)
 * needs a path and has no action; an action needs its action, and its path is always its parent
 * menu's (a path sent for it is ignored).
 */
const newPermissionFields = {
  id: permissionIdSchema,
  status: statusSchema.default('1'),
  type: permissionTypeSchema.optional().describe('Absent: action when an action is sent, else menu.'),
  path: z.string().max(200).optional(),
  action: actionFieldSchema,
  ...titleFields,
  icon: menuIconSchema.optional(),
};

interface KindFields {
  type?: PermissionType | undefined;
  action?: PermissionAction | '' | null | undefined;
}

/** The type a body means: as sent, else `action` when it sends an action, else `fallback`. */
const kindOf = (value: KindFields, fallback?: PermissionType) => value.type ?? (value.action ? 'action' : fallback);

/** The body with `action: ''` as `null` and the type `kindOf` gives (absent keys stay absent). */
function normaliseKind<T extends KindFields>(value: T, fallback?: PermissionType) {
  const { type, action, ...rest } = value;
  const kind = kindOf({ type, action }, fallback);
  return { ...rest, ...(kind === undefined ? {} : { type: kind }), ...(action === undefined ? {} : { action: action || null }) };
}

/** `superRefine` options for `checkKind`: it runs once the fields it reads passed their own checks. */
const kindFieldsValid = whenValid('type', 'action', 'path', 'icon');

function checkKind(value: KindFields & { path?: string | undefined; icon?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.icon && kindOf(value, 'menu') !== 'menu') ctx.addIssue({ code: 'custom', path: ['icon'], message: 'validate.menuOnly' });
  if (kindOf(value, 'menu') === 'action') {
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
  .strictObject({ parentId: parentIdSchema, ...newPermissionFields })
  .superRefine(checkKind, kindFieldsValid)
  .superRefine(requireBothNames, whenNamesValid)
  .transform((value) => ({ ...normaliseKind(value), type: kindOf(value, 'menu') ?? 'menu' }));

/** POST /api/system/permissions/addBrother: right after `brotherId`. */
export const addBrotherPermissionSchema = z
  .strictObject({ brotherId: idSchema, ...newPermissionFields })
  .superRefine(checkKind, kindFieldsValid)
  .superRefine(requireBothNames, whenNamesValid)
  .transform((value) => ({ ...normaliseKind(value), type: kindOf(value, 'menu') ?? 'menu' }));

/**
 * POST /api/system/permissions/edit: any of nameEn, nameZh (both titles; the spec's `name` is written
 * in the request locale's column unless its own title is sent too), status,
 * type (absent with an action sent: `action`), path (menus only; an action's path follows its menu),
 * action (actions only) and `parentId` (the reference client always sends it: the same parent is
 * ignored, another moves the item to the end of that parent's children, `''` = top level) and icon
 * (menus only).
 */
export const editPermissionSchema = z
  .strictObject({
    id: idSchema,
    parentId: parentIdSchema.optional(),
    status: statusSchema.optional(),
    type: permissionTypeSchema.optional().describe('Absent: action when an action is sent, else unchanged.'),
    path: menuPathSchema.optional(),
    action: actionFieldSchema,
    ...titleFields,
    icon: menuIconSchema.optional(),
  })
  .transform((value) => normaliseKind(value));

export type PermissionType = z.infer<typeof permissionTypeSchema>;
export type PermissionAction = z.infer<typeof permissionActionSchema>;
export type PermissionFilter = z.infer<typeof permissionFilterSchema>;
export type AddChildPermission = z.infer<typeof addChildPermissionSchema>;
export type AddBrotherPermission = z.infer<typeof addBrotherPermissionSchema>;
export type EditPermission = z.infer<typeof editPermissionSchema>;
