import { defaultMenuIcon, type MenuIconName } from '@/lib/menu-icons';
import type { PermissionAction, PermissionType } from '@/lib/permissions/schema';
import type { PermissionItem } from './permission-api';

export type PermissionFormMode = 'addChild' | 'addBrother' | 'edit';

/** The permission form's fields; `anchorId` is the parent (add child) or brother (add brother). */
export interface PermissionFormValues {
  anchorId: string;
  id: string;
  nameEn: string;
  nameZh: string;
  status: '0' | '1';
  type: PermissionType;
  path: string;
  action: PermissionAction | '';
  icon: MenuIconName;
}

/** Body fields map to form fields: both anchors are `anchorId`. */
export const anchorOf = { parentId: 'anchorId', brotherId: 'anchorId' };

/**
 * The node's own fields: both titles; an action sends its action (its path follows its menu),
 * anything else its path; a menu its icon.
 */
export function permissionFields(v: PermissionFormValues) {
  const kind = v.type === 'action' ? { action: v.action || undefined } : { path: v.path };
  const icon = v.type === 'menu' ? { icon: v.icon } : {};
  return { id: v.id, nameEn: v.nameEn, nameZh: v.nameZh, status: v.status, type: v.type, ...kind, ...icon };
}

/** The request body of the mode. */
export function permissionBody(mode: PermissionFormMode, v: PermissionFormValues) {
  const fields = permissionFields(v);
  if (mode === 'addChild') return { parentId: v.anchorId, ...fields };
  if (mode === 'addBrother') return { brotherId: v.anchorId, ...fields };
  return fields;
}

const parentPath = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));

/** Starting values: a new child of a menu is a menu under its path; a new brother of an action is an action. */
export function initialValues(mode: PermissionFormMode, anchor: PermissionItem | undefined): PermissionFormValues {
  if (mode === 'edit' && anchor) {
    const { id, nameEn, nameZh, type, path, action } = anchor;
    const icon = anchor.icon ?? defaultMenuIcon;
    return { anchorId: '', id, nameEn, nameZh, status: anchor.status === '0' ? '0' : '1', type, path, action: action ?? '', icon };
  }
  const base = mode === 'addChild' ? (anchor?.path ?? '') : parentPath(anchor?.path ?? '');
  const type = mode === 'addBrother' && anchor?.type === 'action' ? 'action' : 'menu';
  return { anchorId: anchor?.id ?? '', id: '', nameEn: '', nameZh: '', status: '1', type, path: `${base}/`, action: '', icon: defaultMenuIcon };
}
