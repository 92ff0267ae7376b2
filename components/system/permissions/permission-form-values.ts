import { defaultMenuIcon, type MenuIconName } from '@/lib/menu-icons';
import type { PermissionAction, PermissionType } from '@/lib/permissions/schema';
import type { PermissionItem } from './permission-api';

export type PermissionFormMode = 'addChild' | 'addBrother' | 'edit';

/**
 * The permission form's fields; `anchorId` is the parent (add child) or brother (add brother). `name`
 * is the title in the page's language (the spec's `name`), `nameOther` the title in the other one.
 */
export interface PermissionFormValues {
  anchorId: string;
  id: string;
  name: string;
  nameOther: string;
  status: '0' | '1';
  type: PermissionType;
  path: string;
  action: PermissionAction | '';
  icon: MenuIconName;
}

/** Body fields map to form fields: both anchors are `anchorId`, the other language's title is `nameOther`. */
export const anchorOf = { parentId: 'anchorId', brotherId: 'anchorId', nameEn: 'nameOther', nameZh: 'nameOther' };

const otherTitle = (locale: string) => (locale === 'zh' ? 'nameEn' : 'nameZh');

/**
 * The node's own fields: an action sends its action (its path follows its menu), anything else its
 * path; a menu its icon. An empty other title is left out (a new item then takes `name` in both).
 */
export function permissionFields(v: PermissionFormValues, locale: string) {
  const kind = v.type === 'action' ? { action: v.action || undefined } : { path: v.path };
  const icon = v.type === 'menu' ? { icon: v.icon } : {};
  const other = v.nameOther.trim() ? { [otherTitle(locale)]: v.nameOther } : {};
  return { id: v.id, name: v.name, ...other, status: v.status, type: v.type, ...kind, ...icon };
}

/** The request body of the mode. */
export function permissionBody(mode: PermissionFormMode, v: PermissionFormValues, locale: string) {
  const fields = permissionFields(v, locale);
  if (mode === 'addChild') return { parentId: v.anchorId, ...fields };
  if (mode === 'addBrother') return { brotherId: v.anchorId, ...fields };
  return fields;
}

const parentPath = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));

/** Starting values: a new child of a menu is a menu under its path; a new brother of an action is an action. */
export function initialValues(mode: PermissionFormMode, anchor: PermissionItem | undefined, locale: string): PermissionFormValues {
  if (mode === 'edit' && anchor) {
    const { id, name, type, path, action } = anchor;
    const nameOther = locale === 'zh' ? anchor.nameEn : anchor.nameZh;
    const icon = anchor.icon ?? defaultMenuIcon;
    return { anchorId: '', id, name, nameOther, status: anchor.status === '0' ? '0' : '1', type, path, action: action ?? '', icon };
  }
  const base = mode === 'addChild' ? (anchor?.path ?? '') : parentPath(anchor?.path ?? '');
  const type = mode === 'addBrother' && anchor?.type === 'action' ? 'action' : 'menu';
  return { anchorId: anchor?.id ?? '', id: '', name: '', nameOther: '', status: '1', type, path: `${base}/`, action: '', icon: defaultMenuIcon };
}
