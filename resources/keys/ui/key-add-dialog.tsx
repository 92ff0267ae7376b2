'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useGrantable, useGrantableOptions } from '@/components/delegation/use-grantable';
import { CheckboxTree } from '@/components/pickers/checkbox-tree';
import { DateTimeInput } from '@/components/resource/date-time-input';
import { contractResolver } from '@/components/resource/form-errors';
import { FormDialog } from '@/components/resource/form-dialog';
import { FormField, fieldA11y } from '@/components/resource/form-field';
import { apiFormSubmit } from '@/components/resource/use-api-form';
import { Input } from '@/components/ui/input';
import { usePermissionTree } from '@/resources/permissions/ui/use-permission-tree';
import { addKeySchema, type AddKeyInput } from '@/resources/keys/schema';
import { keyApi } from './key-api';

/** A new key's expiry to start with: 90 days ahead (called from an event handler, not during render). */
export const defaultExpiry = () => new Date(Date.now() + 90 * 86_400_000).toISOString();

/**
 * Makes a key: a name, an expiry (90 days ahead to start with; the server allows at most a year) and the
 * permissions it carries, in the role form's tree with what the user may not grant locked.
 */
export function KeyAddDialog({ expiresAt, onClose, onCreated }: { expiresAt: string; onClose: () => void; onCreated: (secret: string) => void }) {
  const t = useTranslations('page.account.keys');
  const defaults = useMemo<AddKeyInput>(() => ({ name: '', expiresAt, permissions: [] }), [expiresAt]);
  const form = useForm<AddKeyInput>({ defaultValues: defaults, resolver: contractResolver(addKeySchema, (v: AddKeyInput) => v) });
  const { options, pending } = usePermissionTree();
  const grantable = useGrantableOptions(options);
  const grantsPending = useGrantable().pending;
  const errors = form.formState.errors;
  const submit = apiFormSubmit(
    form,
    (values) => keyApi.add(values),
    (answer) => (answer ? onCreated(answer.key) : onClose()),
  );
  return (
    <FormDialog open onOpenChange={(open) => !open && onClose()} title={t('add')} description={t('description')} onSubmit={submit} pending={form.formState.isSubmitting} testId="key-add" className="sm:max-w-2xl">
      <FormField id="key-name" label={t('name')} error={errors.name?.message} required>
        <Input {...fieldA11y('key-name', errors.name?.message, true)} autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField id="key-expiresAt" label={t('expiresAt')} error={errors.expiresAt?.message} required>
        <Controller
          control={form.control}
          name="expiresAt"
          render={({ field }) => <DateTimeInput {...fieldA11y('key-expiresAt', errors.expiresAt?.message, true)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </FormField>
      <FormField id="key-permissions" label={t('permissions')} error={errors.permissions?.message ? t('pickPermissions') : undefined} required>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => <CheckboxTree label={t('permissions')} options={grantable} value={field.value} onChange={field.onChange} loading={pending || grantsPending} />}
        />
      </FormField>
    </FormDialog>
  );
}
