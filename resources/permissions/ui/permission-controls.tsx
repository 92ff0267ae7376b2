'use client';

import { useTranslations } from 'next-intl';
import type { CustomControlProps } from '@/components/resource/form-spec';
import { MenuIcon } from '@/components/shell/menu-icon';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { menuIconNames, type MenuIconName } from '@/lib/menu-icons';
import { permissionActionSchema, type PermissionAction } from '@/resources/permissions/schema';
import type { PermissionItem } from './permission-api';

type Props<V> = CustomControlProps<PermissionItem, V>;

/** A menu item's sidebar icon: a select of the fixed set, each option drawn as it will show. */
export function PermissionIconControl({ id, value, onChange, invalid }: Props<MenuIconName>) {
  const t = useTranslations('page.system.permission');
  return (
    <Select value={value} onValueChange={(next) => onChange(menuIconNames.find((name) => name === next) ?? value)}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {menuIconNames.map((name) => (
          <SelectItem key={name} value={name} data-testid={`icon-option-${name}`}>
            <MenuIcon name={name} aria-hidden />
            {t(`icons.${name}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** An action item's action (add, edit, delete); empty until chosen. */
export function PermissionActionControl({ id, value, onChange, invalid }: Props<PermissionAction | ''>) {
  const t = useTranslations();
  return (
    <Select value={value || undefined} onValueChange={(next) => onChange(permissionActionSchema.options.find((action) => action === next) ?? '')}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} className="w-full">
        <SelectValue placeholder={t('page.system.permission.chooseAction')} />
      </SelectTrigger>
      <SelectContent>
        {permissionActionSchema.options.map((action) => (
          <SelectItem key={action} value={action}>
            {t(`dict.permissionAction.${action}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
