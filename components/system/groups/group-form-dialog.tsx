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
import { addBrotherGroupSchema, addChildGroupSchema, editGroupSchema, rootGroupId } from '@/lib/groups/schema';
import { groupApi, groupKeys, type GroupItem, type GroupOption } from './group-api';

/** Which dialog is open: add below / after `anchorId`, or edit `node`. */
export type GroupFormState = { mode: 'addChild' | 'addBrother'; anchorId: string } | { mode: 'edit'; node: GroupItem };

interface Values {
  /** The parent (add child) or brother (add brother); unused when editing. */
  anchorId: string;
  id: string;
  nameEn: string;
  nameZh: string;
  status: '0' | '1';
}

const schemas = { addChild: addChildGroupSchema, addBrother: addBrotherGroupSchema, edit: editGroupSchema };
const anchorOf = { parentId: 'anchorId', brotherId: 'anchorId' };

const groupFields = (v: Values) => ({ id: v.id, nameEn: v.nameEn, nameZh: v.nameZh, status: v.status });

function write(mode: GroupFormState['mode'], v: Values) {
  const fields = groupFields(v);
  if (mode === 'addChild') return groupApi.addChild({ parentId: v.anchorId, ...fields }, { toastError: false });
  if (mode === 'addBrother') return groupApi.addBrother({ brotherId: v.anchorId, ...fields }, { toastError: false });
  return groupApi.edit(fields, { toastError: false });
}

function body(mode: GroupFormState['mode'], v: Values): unknown {
  const fields = groupFields(v);
  return mode === 'edit' ? fields : { [mode === 'addChild' ? 'parentId' : 'brotherId']: v.anchorId, ...fields };
}

export interface GroupFormDialogProps {
  state: GroupFormState;
  onClose: () => void;
  /** Every group (the root included) for the parent/brother picker. */
  options: readonly GroupOption[];
}

/** Add a child, add a brother, or edit a group; validated by the API's own schemas. Remount per opening (key). */
export function GroupFormDialog({ state, onClose, options }: GroupFormDialogProps) {
  const t = useTranslations();
  const { mode } = state;
  const form = useForm<Values>({
    resolver: contractResolver(schemas[mode], (v: Values) => body(mode, v), anchorOf),
    defaultValues:
      state.mode === 'edit'
        ? { anchorId: '', id: state.node.id, nameEn: state.node.nameEn, nameZh: state.node.nameZh, status: state.node.status === '0' ? '0' : '1' }
        : { anchorId: state.anchorId, id: '', nameEn: '', nameZh: '', status: '1' },
  });
  const mutation = useApiMutation({ request: (v: Values) => write(mode, v), invalidate: [groupKeys.all], gone: t('page.system.group.gone') });
  const treeOptions = useMemo(
    () => options.map((o) => ({ ...o, label: o.name, disabled: mode === 'addBrother' && o.id === rootGroupId })),
    [options, mode],
  );
  const errors = form.formState.errors;
  const f = (key: string) => t(`page.system.group.header.${key}`);
  const anchorLabel = mode === 'addBrother' ? f('brotherGroup') : f('parentGroup');
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`page.system.group.dialog.${mode}`)}
      description={t(`page.system.group.dialog.${mode}Desc`)}
      pending={mutation.isPending}
      onSubmit={apiFormSubmit(form, (v) => mutation.mutateAsync(v), onClose, anchorOf)}
      testId="group-form"
    >
      {mode !== 'edit' && (
        <FormField id="group-anchor" label={anchorLabel} error={errors.anchorId?.message}>
          <Controller
            control={form.control}
            name="anchorId"
            render={({ field }) => (
              <TreeSelect {...fieldA11y('group-anchor', errors.anchorId?.message)} invalid={!!errors.anchorId} options={treeOptions} value={field.value} onChange={field.onChange} />
            )}
          />
        </FormField>
      )}
      <FormField id="group-id" label={f('id')} error={errors.id?.message} hint={mode === 'edit' ? undefined : t('page.system.group.idHint')}>
        <Input {...fieldA11y('group-id', errors.id?.message)} readOnly={mode === 'edit'} autoComplete="off" {...form.register('id')} />
      </FormField>
      <BilingualNameFields
        idPrefix="group"
        fields={{ nameEn: form.register('nameEn'), nameZh: form.register('nameZh') }}
        errors={{ nameEn: errors.nameEn?.message, nameZh: errors.nameZh?.message }}
      />
      <FormField id="group-status" label={f('status')} error={errors.status?.message}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => <StatusSwitch id="group-status" status={field.value} onChange={field.onChange} label={f('status')} />}
        />
      </FormField>
    </FormDialog>
  );
}
