import type { z } from 'zod';
import { PermissionChangePreview } from '@/resources/access/ui/change-preview';
import type { FormContext, FormSpec } from '@/components/resource/form-spec';
import { treeAnchorFields, type TreeAnchorValues } from '@/components/resource/tree-anchor-fields';
import { defaultMenuIcon } from '@/lib/menu-icons';
import { permissionTypeSchema, type addChildPermissionSchema, type PermissionType } from '@/resources/permissions/schema';
import type { PermissionItem } from './permission-api';
import { PermissionActionControl, PermissionIconControl } from './permission-controls';
import { localized } from '@/lib/api/schemas';

type NewPermission = z.input<typeof addChildPermissionSchema>;
/** Each field present and set: the form holds `''` for no action (as the API takes it), never null. */
type Filled<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/**
 * The permission form's values: a new item's fields (both names apart: `name` alone is the API's
 * shorthand); `parentId` (add child) or `brotherId` (add brother) is the anchor.
 */
export type PermissionValues = TreeAnchorValues & Filled<Pick<NewPermission, 'id' | 'nameEn' | 'nameZh' | 'status' | 'type' | 'path' | 'action' | 'icon'>>;

const parentPath = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));

/** Starting values: a new child of a menu is a menu under its path; a new brother of an action is an action. */
export function permissionDefaults({ mode, row }: FormContext<PermissionItem>): PermissionValues {
  if (mode === 'edit' && row) {
    const { id, nameEn, nameZh, type, path, action } = row;
    return { id, nameEn, nameZh, status: row.status === '0' ? '0' : '1', type, path, action: action ?? '', icon: row.icon ?? defaultMenuIcon };
  }
  const base = mode === 'addBrother' ? parentPath(row?.path ?? '') : (row?.path ?? '');
  const type = mode === 'addBrother' && row?.type === 'action' ? 'action' : 'menu';
  const anchor = mode === 'addBrother' && row ? { brotherId: row.id } : { parentId: row?.id ?? '' };
  return { ...anchor, id: '', nameEn: '', nameZh: '', status: '1', type, path: `${base}/`, action: '', icon: defaultMenuIcon };
}

/**
 * The body: the anchor, both titles and status; an action sends its action (its path follows its
 * menu), anything else its path; a menu its icon.
 */
export function permissionBody(v: PermissionValues) {
  const anchor = v.parentId !== undefined ? { parentId: v.parentId } : v.brotherId !== undefined ? { brotherId: v.brotherId } : {};
  const kind = v.type === 'action' ? { action: v.action || undefined } : { path: v.path };
  const icon = v.type === 'menu' ? { icon: v.icon } : {};
  return { ...anchor, id: v.id, nameEn: v.nameEn, nameZh: v.nameZh, status: v.status, type: v.type, ...kind, ...icon };
}

const h = (key: string) => `page.system.permission.header.${key}`;

/** The form; `typeLabel` names a type in the current language (the type select's options). */
export function permissionForm(typeLabel: (type: PermissionType) => string): FormSpec<PermissionItem, PermissionValues> {
  return {
    idPrefix: 'permission',
    label: (values, locale) => localized(locale, values.nameEn, values.nameZh),
    fields: [
      ...treeAnchorFields<PermissionItem>({ parent: h('parentPermission'), brother: h('brotherPermission'), topLevel: 'page.system.permission.topLevel' }),
      { name: 'id', kind: 'text', only: 'add', hint: 'page.system.permission.idHint' },
      { name: 'id', kind: 'text', only: 'edit', readOnly: () => true },
      { name: 'nameEn', kind: 'text', half: true },
      { name: 'nameZh', kind: 'text', half: true },
      { name: 'type', kind: 'select', options: permissionTypeSchema.options.map((type) => ({ value: type, label: typeLabel(type) })) },
      { name: 'action', kind: 'custom', Control: PermissionActionControl, hint: 'page.system.permission.actionHint', visible: (v) => v.type === 'action' },
      { name: 'path', kind: 'text', visible: (v) => v.type !== 'action' },
      { name: 'icon', kind: 'custom', Control: PermissionIconControl, visible: (v) => v.type === 'menu' },
      { name: 'status', kind: 'status' },
    ],
    // Before saving a status change: who gains and loses what (POST /api/system/access/preview).
    Preview: PermissionChangePreview,
    defaults: permissionDefaults,
    toBody: permissionBody,
  };
}
