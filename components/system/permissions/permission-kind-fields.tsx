'use client';

import { useTranslations } from 'next-intl';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { fieldA11y, FormField } from '@/components/resource/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { permissionActionSchema, permissionTypeSchema } from '@/lib/permissions/schema';
import type { PermissionFormValues } from './permission-form-values';
import { PermissionIconField } from './permission-icon-field';

/** Type, then the path (menus, functions, apis) or the action (actions: their path is their menu's); a menu's icon. */
export function PermissionKindFields({ form }: { form: UseFormReturn<PermissionFormValues> }) {
  const t = useTranslations();
  const type = useWatch({ control: form.control, name: 'type' });
  const errors = form.formState.errors;
  const f = (key: string) => t(`page.system.permission.header.${key}`);
  return (
    <>
      <FormField id="permission-type" label={f('type')} error={errors.type?.message}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...fieldA11y('permission-type', errors.type?.message)} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {permissionTypeSchema.options.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`dict.permissionType.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {type === 'action' ? (
        <FormField id="permission-action" label={f('action')} error={errors.action?.message} hint={t('page.system.permission.actionHint')}>
          <Controller
            control={form.control}
            name="action"
            render={({ field }) => (
              <Select value={field.value || undefined} onValueChange={field.onChange}>
                <SelectTrigger {...fieldA11y('permission-action', errors.action?.message)} className="w-full">
                  <SelectValue placeholder={t('page.system.permission.chooseAction')} />
                </SelectTrigger>
                <SelectContent>
                  {permissionActionSchema.options.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(`dict.permissionAction.${value}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      ) : (
        <FormField id="permission-path" label={f('path')} error={errors.path?.message}>
          <Input {...fieldA11y('permission-path', errors.path?.message)} autoComplete="off" className="font-mono" {...form.register('path')} />
        </FormField>
      )}
      {type === 'menu' && <PermissionIconField form={form} />}
    </>
  );
}
