'use client';

import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { BilingualNameFields } from '@/components/resource/bilingual-name-fields';
import { useGrantableOptions } from '@/components/system/common/use-grantable';
import { CheckboxTree, type CheckboxTreeOption } from '@/components/pickers/checkbox-tree';
import { contractResolver } from '@/components/resource/form-errors';
import { fieldA11y, FormField } from '@/components/resource/form-field';
import { FormDialog } from '@/components/resource/form-dialog';
import { StatusSwitch } from '@/components/table/status-switch';
import { apiFormSubmit } from '@/components/resource/use-api-form';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { Input } from '@/components/ui/input';
import { addRoleSchema, editRoleSchema, superRole } from '@/lib/roles/schema';
import type { DataScope } from '@/lib/scope/data-scope';
import { roleApi, roleWriteKeys, type RoleItem } from './role-api';

interface Values {
  role: string;
  nameEn: string;
  nameZh: string;
  status: '0' | '1';
  permissions: string[];
  /** kept as it is until the form offers a choice (the server defaults a new role to `all`) */
  dataScope: DataScope;
}

const quiet = { toastError: false };
const fields = (v: Values) => ({ role: v.role, nameEn: v.nameEn, nameZh: v.nameZh, status: v.status, permissions: v.permissions, dataScope: v.dataScope });

export interface RoleFormDialogProps {
  /** `undefined` adds a role. */
  role?: RoleItem;
  onClose: () => void;
  /** The permission tree's options. */
  permissions: readonly CheckboxTreeOption[];
}

/** Add or edit a role (code, both names, status, permissions); validated by the API's own schemas. Remount per opening (key). */
export function RoleFormDialog({ role, onClose, permissions }: RoleFormDialogProps) {
  const t = useTranslations();
  const id = role?.id;
  const mode = id === undefined ? 'add' : 'edit';
  const form = useForm<Values>({
    resolver: contractResolver(mode === 'add' ? addRoleSchema : editRoleSchema, (v: Values) => (id === undefined ? fields(v) : { id, ...fields(v) })),
    defaultValues: role
      ? { role: role.role, nameEn: role.nameEn, nameZh: role.nameZh, status: role.status === '0' ? '0' : '1', permissions: role.permissions, dataScope: role.dataScope }
      : { role: '', nameEn: '', nameZh: '', status: '1', permissions: [], dataScope: 'all' },
  });
  const mutation = useApiMutation({
    request: (v: Values) => (id === undefined ? roleApi.add(fields(v), quiet) : roleApi.edit({ id, ...fields(v) }, quiet)),
    invalidate: roleWriteKeys,
    gone: t('page.system.role.gone'),
  });
  const grantableOptions = useGrantableOptions(permissions);
  const errors = form.formState.errors;
  const h = (key: string) => t(`page.system.role.header.${key}`);
  // The server refuses to recode or disable `super` (409): the form does not offer it.
  const isSuper = role?.role === superRole;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`page.system.role.dialog.${mode}`)}
      description={t(`page.system.role.dialog.${mode}Desc`)}
      pending={mutation.isPending}
      onSubmit={apiFormSubmit(form, (v) => mutation.mutateAsync(v), onClose)}
      testId="role-form"
      className="sm:max-w-xl"
    >
      <FormField id="role-role" label={h('role')} error={errors.role?.message} hint={t('page.system.role.roleHint')}>
        <Input {...fieldA11y('role-role', errors.role?.message)} readOnly={isSuper} autoComplete="off" {...form.register('role')} />
      </FormField>
      <BilingualNameFields
        idPrefix="role"
        fields={{ nameEn: form.register('nameEn'), nameZh: form.register('nameZh') }}
        errors={{ nameEn: errors.nameEn?.message, nameZh: errors.nameZh?.message }}
      />
      <FormField id="role-status" label={h('status')} error={errors.status?.message}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => <StatusSwitch id="role-status" status={field.value} onChange={field.onChange} label={h('status')} disabled={isSuper} />}
        />
      </FormField>
      <FormField id="role-permissions" label={h('permissions')} error={errors.permissions?.message}>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => <CheckboxTree label={h('permissions')} options={grantableOptions} value={field.value} onChange={field.onChange} />}
        />
      </FormField>
    </FormDialog>
  );
}
