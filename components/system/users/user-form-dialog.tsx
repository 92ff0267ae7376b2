'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MultiSelect } from '@/components/custom/multi-select';
import { useGrantableOptions } from '@/components/system/common/use-grantable';
import { CheckboxTree } from '@/components/pickers/checkbox-tree';
import { contractResolver } from '@/components/resource/form-errors';
import { fieldA11y, FormField } from '@/components/resource/form-field';
import { FormDialog } from '@/components/resource/form-dialog';
import { StatusSwitch } from '@/components/table/status-switch';
import { TreeSelect, type TreeOption } from '@/components/pickers/tree-select';
import { apiFormSubmit } from '@/components/resource/use-api-form';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import type { CheckboxTreeOption } from '@/components/pickers/checkbox-tree';
import { Input } from '@/components/ui/input';
import { rootGroupId } from '@/lib/groups/schema';
import { addUserSchema, editUserSchema } from '@/lib/users/schema';
import { userApi, userWriteKeys, type UserItem } from './user-api';
import { addUserBody, editUserBody, initialUserValues, userBody, type UserFormMode, type UserFormValues } from './user-form-values';
import { useRoleOptions } from './use-role-options';

const schemas = { add: addUserSchema, edit: editUserSchema };
const quiet = { toastError: false };

export interface UserFormDialogProps {
  /** `undefined` adds a user. */
  user?: UserItem;
  onClose: () => void;
  /** Every group (the root included; it cannot be chosen). */
  groups: readonly { id: string; name: string; parentId: string; order: number }[];
  /** The permission tree's options. */
  permissions: readonly CheckboxTreeOption[];
  /** After an add where the server picked the password: show it once. */
  onPassword: (username: string, password: string) => void;
}

/** Add or edit a user; validated by the API's own schemas. Remount per opening (key). */
export function UserFormDialog({ user, onClose, groups, permissions, onPassword }: UserFormDialogProps) {
  const t = useTranslations();
  const mode: UserFormMode = user ? 'edit' : 'add';
  const id = user?.id ?? '';
  const form = useForm<UserFormValues>({
    resolver: contractResolver(schemas[mode], (v: UserFormValues) => userBody(mode, v, id)),
    defaultValues: initialUserValues(user),
  });
  const mutation = useApiMutation<UserFormValues, { password?: string }>({
    request: (v) => (mode === 'add' ? userApi.add(addUserBody(v), quiet) : userApi.edit(editUserBody(v, id), quiet)),
    invalidate: userWriteKeys,
    gone: t('page.system.user.gone'),
  });
  const roleOptions = useRoleOptions(user?.roles ?? []);
  const groupOptions = useMemo<TreeOption[]>(
    () => groups.map((g) => ({ id: g.id, parentId: g.parentId, order: g.order, label: g.name, disabled: g.id === rootGroupId })),
    [groups],
  );
  const grantableOptions = useGrantableOptions(permissions);
  const errors = form.formState.errors;
  const h = (key: string) => t(`page.system.user.header.${key}`);
  const text = (name: 'name' | 'username' | 'email' | 'phone', label: string, type = 'text') => (
    <FormField id={`user-${name}`} label={label} error={errors[name]?.message}>
      <Input {...fieldA11y(`user-${name}`, errors[name]?.message)} type={type} autoComplete="off" {...form.register(name)} />
    </FormField>
  );
  const submit = async (v: UserFormValues) => {
    const password = (await mutation.mutateAsync(v)).data?.password;
    if (password) onPassword(v.username.trim(), password);
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`page.system.user.dialog.${mode}`)}
      description={t(`page.system.user.dialog.${mode}Desc`)}
      pending={mutation.isPending}
      onSubmit={apiFormSubmit(form, submit, onClose)}
      testId="user-form"
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', h('name'))}
        {text('username', h('userName'))}
        {text('email', h('email'), 'email')}
        {text('phone', h('phone'), 'tel')}
        {mode === 'add' && (
          <FormField id="user-password" label={t('page.system.user.password')} error={errors.password?.message} hint={t('page.system.user.passwordHint')}>
            <Input {...fieldA11y('user-password', errors.password?.message)} type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
        )}
        <FormField id="user-group" label={h('groupName')} error={errors.group?.message}>
          <Controller
            control={form.control}
            name="group"
            render={({ field }) => (
              <TreeSelect {...fieldA11y('user-group', errors.group?.message)} invalid={!!errors.group} options={groupOptions} value={field.value} onChange={field.onChange} />
            )}
          />
        </FormField>
        <FormField id="user-roles" label={h('roles')} error={errors.roles?.message}>
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <MultiSelect {...fieldA11y('user-roles', errors.roles?.message)} invalid={!!errors.roles} options={roleOptions} value={field.value} onChange={field.onChange} />
            )}
          />
        </FormField>
        <FormField id="user-status" label={h('status')} error={errors.status?.message}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => <StatusSwitch id="user-status" status={field.value} onChange={field.onChange} label={h('status')} />}
          />
        </FormField>
      </div>
      <FormField id="user-permissions" label={h('permissions')} error={errors.permissions?.message} hint={t('page.system.user.permissionsHint')}>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => <CheckboxTree label={h('permissions')} options={grantableOptions} value={field.value} onChange={field.onChange} />}
        />
      </FormField>
    </FormDialog>
  );
}
