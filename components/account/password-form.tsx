'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { sessionKeys } from '@/resources/sessions/ui/session-api';
import { contractResolver } from '@/components/resource/form-errors';
import { FormField, RequiredNote, fieldA11y } from '@/components/resource/form-field';
import { apiFormSubmit } from '@/components/resource/use-api-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordStrength } from '@/components/password/password-strength';
import { changePasswordFormSchema } from '@/lib/account/schema';
import { notify } from '@/lib/client/notify';
import { accountApi } from './account-api';

type Values = { currentPassword: string; newPassword: string; confirm: string };
const fields = ['currentPassword', 'newPassword', 'confirm'] as const;
const labelOf = { currentPassword: 'current', newPassword: 'new', confirm: 'confirm' } as const;
/**
 * Changes one's own password under the password rule (the user form's too); the server signs out every
 * other session and says how many. `username`, once the profile is read, is checked here as well.
 */
export function PasswordForm({ username }: { username?: string }) {
  const t = useTranslations('page.account.password');
  const queryClient = useQueryClient();
  const resolver = useMemo(() => contractResolver(changePasswordFormSchema(username), (v: Values) => v), [username]);
  const form = useForm<Values>({ defaultValues: { currentPassword: '', newPassword: '', confirm: '' }, resolver });
  const errors = form.formState.errors;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const submit = apiFormSubmit(
    form,
    async ({ currentPassword, newPassword }) => {
      const answer = await accountApi.changePassword({ currentPassword, newPassword }, { toastError: false });
      if (answer.message) notify.success(answer.message);
    },
    () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  );
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate data-testid="password-form">
      <RequiredNote />
      {fields.map((key) => (
        <FormField key={key} id={`password-${key}`} label={t(labelOf[key])} error={errors[key]?.message} required>
          <Input
            {...fieldA11y(`password-${key}`, errors[key]?.message, true)}
            type="password"
            autoComplete={key === 'currentPassword' ? 'current-password' : 'new-password'}
            {...form.register(key)}
          />
          {key === 'newPassword' && <PasswordStrength id="password-newPassword-strength" password={newPassword} userInputs={username ? [username] : []} />}
        </FormField>
      ))}
      <div>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting} data-testid="password-save">
          {t('change')}
        </Button>
      </div>
    </form>
  );
}
