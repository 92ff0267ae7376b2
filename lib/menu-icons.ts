/** The fixed set of menu icons a menu item may choose (lucide-react names; drawn by components/shell/menu-icon.tsx). */
export const menuIconNames = [
  'chart-pie',
  'blocks',
  'chart-spline',
  'box',
  'map',
  'settings',
  'circle',
  'house',
  'folder',
  'file-text',
  'users',
  'shield-check',
  'key-round',
  'network',
  'globe',
  'layers',
  'table',
  'star',
] as const;

export type MenuIconName = (typeof menuIconNames)[number];

/** What a menu item without a (known) icon draws. */
export const defaultMenuIcon: MenuIconName = 'circle';

export function asMenuIcon(value: string | null | undefined): MenuIconName {
  return menuIconNames.find((name) => name === value) ?? defaultMenuIcon;
}
