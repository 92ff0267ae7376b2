'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BilingualNameFields } from '@/components/resource/bilingual-name-fields';
import { contractResolver } from '@/components/resource/form-errors';
import { fieldA11y, FormField } from '@/components/resource/form-field';
import { FormDialog } from '@/components/resource/form-dialog';
import { StatusSwitch } from '@/components/table/status-switch';
import { TreeSelect } from '@/components/pickers/tree-select';
import { apiFormSubmit } from '@/components/resource/use-api-form';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { Input } from '@/components/ui/input';
import { addBrotherPermissionSchema, addChildPermissionSchema, editPermissionSchema } from '@/lib/permissions/schema';
import { permissionApi, permissionWriteKeys, type PermissionItem } from './permission-api';
import { anchorOf, initialValues, permissionBody, permissionFields, type PermissionFormMode, type PermissionFormValues } from './permission-form-values';
import { PermissionKindFields } from './permission-kind-fields';

/** Which dialog is open: add below / after `anchorId` ('' = top level), or edit `node`. */
export type PermissionFormState = { mode: 'addChild' | 'addBrother'; anchorId: string } | { mode: 'edit'; node: PermissionItem };

const schemas = { addChild: addChildPermissionSchema, addBrother: addBrotherPermissionSchema, edit: editPermissionSchema };
const topLevel = '#top';

function write(mode: PermissionFormMode, v: PermissionFormValues) {
  const quiet = { toastError: false };
  const fields = permissionFields(v);
  if (mode === 'addChild') return permissionApi.addChild({ parentId: v.anchorId, ...fields }, quiet);
  if (mode === 'addBrother') return permissionApi.addBrother({ brotherId: v.anchorId, ...fields }, quiet);
  return permissionApi.edit(fields, quiet);
}

export interface PermissionFormDialogProps {
  state: PermissionFormState;
  onClose: () => void;
  /** The whole permission tree (the parent/brother picker). */
  all: readonly PermissionItem[];
}

/** Add a child, add a brother, or edit a permission; validated by the API's own schemas. Remount per opening (key). */
export function PermissionFormDialog({ state, onClose, all }: PermissionFormDialogProps) {
  const t = useTranslations();
  const { mode } = state;
  const anchor = state.mode === 'edit' ? state.node : all.find((p) => p.id === state.anchorId);
  const form = useForm<PermissionFormValues>({
    resolver: contractResolver(schemas[mode], (v: PermissionFormValues) => permissionBody(mode, v), anchorOf),
    defaultValues: initialValues(mode, anchor),
  });
  const mutation = useApiMutation({
    request: (v: PermissionFormValues) => write(mode, v),
    invalidate: permissionWriteKeys,
    refreshServer: true,
    gone: t('page.system.permission.gone'),
  });
  const options = useMemo(() => {
    const nodes = all.map((p) => ({ ...p, label: p.name, disabled: mode === 'addChild' && p.type === 'action' }));
    if (mode !== 'addChild') return nodes;
    return [{ id: '', parentId: topLevel, order: -1, label: t('page.system.permission.topLevel') }, ...nodes];
  }, [all, mode, t]);
  const errors = form.formState.errors;
  const f = (key: string) => t(`page.system.permission.header.${key}`);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`page.system.permission.dialog.${mode}`)}
      description={t(`page.system.permission.dialog.${mode}Desc`)}
      pending={mutation.isPending}
      onSubmit={apiFormSubmit(form, (v) => mutation.mutateAsync(v), onClose, anchorOf)}
      testId="permission-form"
    >
      {mode !== 'edit' && (
        <FormField id="permission-anchor" label={mode === 'addBrother' ? f('brotherPermission') : f('parentPermission')} error={errors.anchorId?.message}>
          <Controller
            control={form.control}
            name="anchorId"
            render={({ field }) => (
              <TreeSelect {...fieldA11y('permission-anchor', errors.anchorId?.message)} invalid={!!errors.anchorId} options={options} value={field.value} onChange={field.onChange} />
            )}
          />
        </FormField>
      )}
      <FormField id="permission-id" label={f('id')} error={errors.id?.message} hint={mode === 'edit' ? undefined : t('page.system.permission.idHint')}>
        <Input {...fieldA11y('permission-id', errors.id?.message)} readOnly={mode === 'edit'} autoComplete="off" {...form.register('id')} />
      </FormField>
      <BilingualNameFields
        idPrefix="permission"
        fields={{ nameEn: form.register('nameEn'), nameZh: form.register('nameZh') }}
        errors={{ nameEn: errors.nameEn?.message, nameZh: errors.nameZh?.message }}
      />
      <PermissionKindFields form={form} />
      <FormField id="permission-status" label={f('status')} error={errors.status?.message}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => <StatusSwitch id="permission-status" status={field.value} onChange={field.onChange} label={f('status')} />}
        />
      </FormField>
    </FormDialog>
  );
}
