'use client';

import { useTranslations } from 'next-intl';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MenuIcon } from '@/components/shell/menu-icon';
import { fieldA11y, FormField } from '@/components/resource/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { menuIconNames } from '@/lib/menu-icons';
import type { PermissionFormValues } from './permission-form-values';

/** A menu item's sidebar icon: a select of the fixed set, each option drawn as it will show. */
export function PermissionIconField({ form }: { form: UseFormReturn<PermissionFormValues> }) {
  const t = useTranslations('page.system.permission');
  const error = form.formState.errors.icon?.message;
  return (
    <FormField id="permission-icon" label={t('header.icon')} error={error}>
      <Controller
        control={form.control}
        name="icon"
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger {...fieldA11y('permission-icon', error)} className="w-full">
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
        )}
      />
    </FormField>
  );
}
